import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Debian's Chromium, which .ci/run installs. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * How every browser of the tests is launched, by playwright-core here and by the Playwright
 * projects' configs (e2e/, test/apps/): Debian's Chromium, since a runner's own browser download
 * cannot work on these machines, headless as root, and without the background requests a closed
 * network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
}

/**
 * Headless Chromium for the browser tests. A machine without it fails the test with the reason
 * instead of skipping it: the browser tests are part of what CI proves.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(
      `${chromiumPath} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does`,
    )
  return chromium.launch(chromiumLaunchOptions)
}

/**
 * A page in a new context that may talk to `origin` only: a request anywhere else is refused and
 * pushed to `outside`, as are what the page's policy stops before it gets that far and the errors
 * the page throws. A test then expects `outside` to be empty.
 */
export async function confinedPage(
  browser: Browser,
  origin: string,
  outside: string[],
  {
    viewport = { width: 1280, height: 800 },
    timeout,
  }: { viewport?: { width: number; height: number }; timeout: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport })
  context.setDefaultTimeout(timeout)
  await context.route('**/*', (route) => {
    if (route.request().url().startsWith(`${origin}/`)) return route.continue()
    outside.push(route.request().url())
    return route.abort()
  })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) outside.push(message.text())
  })
  page.on('pageerror', (error) => outside.push(`page error: ${error.message}`))
  return { context, page }
}
