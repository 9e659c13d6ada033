import type { WorldSummary } from '../src/engine/core/types.gen.js'
import { Api } from './api.js'
import { fill, h } from './dom.js'
import { ActivityView } from './views/activity.js'
import { ControlsView } from './views/controls.js'
import { CoverageView } from './views/coverage.js'
import { describeError } from './views/feedback.js'
import { RequestsView } from './views/requests.js'
import { askToken } from './views/token.js'
import { WorldView } from './views/world.js'

type ViewName = 'world' | 'requests' | 'coverage' | 'activity' | 'controls'
const viewNames: ViewName[] = ['world', 'requests', 'coverage', 'activity', 'controls']
const tenantKey = 'messaging-mock.tenant'
const pollMs = 500

/**
 * Where the control plane is, from the page's own path: /__ui under the server root, maybe behind
 * a /t/<name> prefix, which then names the tenant to show.
 */
function locate(pathname: string): { base: string; tenant: string | null } {
  const at = pathname.lastIndexOf('/__ui')
  const before = at < 0 ? '' : pathname.slice(0, at)
  const prefixed = /^(.*)\/t\/([^/]+)$/.exec(before)
  return prefixed ? { base: prefixed[1], tenant: decodeURIComponent(prefixed[2]) } : { base: before, tenant: null }
}

function start(root: HTMLElement): void {
  const where = locate(location.pathname)
  const api = new Api(where.base, where.tenant ?? sessionStorage.getItem(tenantKey) ?? 'default', askToken)
  const banner = h('div', { class: 'banner', role: 'alert', hidden: true })
  const tenantLabel = h('strong', { id: 'current-tenant' }, api.tenant)
  const requestCount = h('span', { class: 'tab-count' })
  const world = new WorldView(api)
  const requests = new RequestsView(api, (n) => fill(requestCount, n > 0 ? ` ${n}` : ''))
  const coverage = new CoverageView(api)
  const activity = new ActivityView(api, (id) => {
    world.find(id)
    show('world', true)
  })
  /** The versions last acted on; null: read everything the view shows again. */
  let seen: WorldSummary['version'] | null = null
  /**
   * One look at GET /__world (constant cost), then only what changed and is shown: the journal
   * when a request came (and the coverage, when shown), the world's pages when a record changed,
   * the controls when the clock, the faults or the tenants did (or a request, which may use a
   * fault up). The activity, when shown, is read on every poll: its pending actions change (and
   * their times are shown from the clock's now) without a version moving.
   */
  const refreshShown = async (everyView = false) => {
    const summary = await api.call<WorldSummary>('GET', '/__world')
    const { version } = summary
    const moved = (key: keyof WorldSummary['version']) => seen === null || seen[key] !== version[key]
    if (moved('journal')) await requests.refresh()
    if (current === 'coverage' && moved('journal')) await coverage.refresh()
    if (current === 'world' || everyView) await world.update(summary)
    if (current === 'activity') await activity.refresh()
    if (current === 'controls' && (moved('controls') || moved('journal'))) await controls.refresh()
    else if (current === 'controls') await controls.tick()
    seen = version
  }
  const controls = new ControlsView(api, {
    changed: async () => {
      seen = null
      await refreshShown(true)
    },
    switchTenant: (name) => {
      api.tenant = name
      sessionStorage.setItem(tenantKey, name)
      fill(tenantLabel, name)
      world.forget()
      requests.forget()
      coverage.forget()
      activity.forget()
      seen = null
      void refreshShown().catch(showProblem)
    },
  })
  const views: Record<ViewName, HTMLElement> = {
    world: world.el,
    requests: requests.el,
    coverage: coverage.el,
    activity: activity.el,
    controls: controls.el,
  }
  const labels: Record<ViewName, string> = {
    world: 'World',
    requests: 'Requests',
    coverage: 'Coverage',
    activity: 'Activity',
    controls: 'Controls',
  }
  const tabs = viewNames.map((name) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${name}`,
        'aria-controls': `view-${name}`,
        onclick: () => show(name, true),
        onkeydown: (event: Event) => moveBetweenTabs(event as KeyboardEvent, name),
      },
      labels[name],
      name === 'requests' && requestCount,
    ),
  )
  let current: ViewName = 'world'

  function show(name: ViewName, focus = false): void {
    current = name
    viewNames.forEach((n, i) => {
      views[n].hidden = n !== name
      tabs[i].setAttribute('aria-selected', String(n === name))
      tabs[i].tabIndex = n === name ? 0 : -1
    })
    if (focus) tabs[viewNames.indexOf(name)].focus()
    if (location.hash !== `#${name}`) history.replaceState(null, '', `#${name}`)
    seen = null
    void refreshShown().catch(showProblem)
  }

  function moveBetweenTabs(event: KeyboardEvent, from: ViewName): void {
    const i = viewNames.indexOf(from)
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: viewNames.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    show(viewNames[(to + viewNames.length) % viewNames.length], true)
  }

  function showProblem(error: unknown): void {
    fill(banner, describeError(error))
    banner.hidden = false
  }

  fill(
    root,
    h(
      'header',
      { class: 'top' },
      h('h1', {}, 'messaging-mock ', h('span', { class: 'muted' }, 'inspector')),
      h('nav', { role: 'tablist', 'aria-label': 'Views' }, tabs),
      h('p', { class: 'tenant' }, 'Tenant ', tenantLabel),
      h('a', { class: 'docs-link', href: `${where.base}/__docs` }, 'API reference'),
    ),
    banner,
    h('main', {}, Object.values(views)),
  )
  window.addEventListener('hashchange', () => show(viewOf(location.hash)))
  window.addEventListener('error', (event) => showProblem(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => showProblem(event.reason))
  show(viewOf(location.hash))

  // One poll at a time, each after the last one ended: a slow mock is never asked twice at once.
  const tick = async () => {
    try {
      await refreshShown()
      banner.hidden = true
    } catch (error) {
      showProblem(error)
    }
    setTimeout(tick, pollMs)
  }
  setTimeout(tick, pollMs)
}

const viewOf = (hash: string): ViewName => viewNames.find((n) => `#${n}` === hash) ?? 'world'

const root = document.getElementById('app')
if (root) {
  try {
    start(root)
  } catch (error) {
    fill(root, h('p', { class: 'banner', role: 'alert' }, describeError(error)))
  }
}
