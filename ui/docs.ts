import { tokenKey } from './api.js'
import { askToken } from './views/token.js'

/** The part of Redoc's standalone bundle the page uses (the bundle defines it on window). */
declare const Redoc: {
  init(
    spec: unknown,
    options: Record<string, unknown>,
    element: HTMLElement,
    callback?: (error?: unknown) => void,
  ): void
}

/**
 * Where the mock is, from the page's own path: /__docs (or /__docs/) under the server root, maybe
 * behind a /t/<name> prefix, which serves the same document.
 */
function baseOf(pathname: string): string {
  const at = pathname.lastIndexOf('/__docs')
  return at < 0 ? '' : pathname.slice(0, at)
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`${src} did not load: is the mock still running?`))
    document.head.append(script)
  })
}

/**
 * The served document, fetched here rather than by Redoc: a mock started with --admin-token answers
 * 401 to /__ calls without it, and the page then asks for the token as the inspector does.
 */
async function fetchDocument(url: string): Promise<unknown> {
  for (;;) {
    const token = sessionStorage.getItem(tokenKey)
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token !== null) headers.Authorization = `Bearer ${token}`
    const res = await fetch(url, { headers, cache: 'no-store' })
    if (res.status === 401) {
      sessionStorage.setItem(tokenKey, await askToken(token !== null))
      continue
    }
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`)
    return res.json()
  }
}

async function start(status: HTMLElement, target: HTMLElement): Promise<void> {
  const base = baseOf(location.pathname)
  const [, spec] = await Promise.all([loadScript(`${base}/__docs/redoc.js`), fetchDocument(`${base}/__openapi.json`)])
  Redoc.init(spec, {}, target, (error) => {
    if (error) showError(status, error)
    else status.remove()
  })
}

function showError(status: HTMLElement, error: unknown): void {
  status.textContent = `The API reference could not be shown: ${error instanceof Error ? error.message : String(error)}`
  status.className = 'status error'
}

const status = document.getElementById('status') as HTMLElement
start(status, document.getElementById('redoc') as HTMLElement).catch((error) => showError(status, error))
