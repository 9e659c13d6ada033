import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium, which .ci/run installs. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Headless Chromium for the browser tests. A machine without it fails the test with the reason
 * instead of skipping it: the browser tests are part of what CI proves.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(
      `${chromiumPath} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does`,
    )
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}
