import type { Page } from '@playwright/test'
import { expect } from 'messaging-mock/playwright'

/** The URL of the chat app (served by global-setup.ts) talking to `api` as `token`. */
export function chatUrl(api: string, options: { conversation?: string; token?: string } = {}): string {
  const query = new URLSearchParams({ api, token: options.token ?? 'tok_ana' })
  if (options.conversation !== undefined) query.set('conversation', options.conversation)
  return `${process.env.CHAT_APP_URL}/?${query}`
}

/** Opens the chat on conv_trip and waits for its first page of messages. */
export async function openChat(page: Page, api: string, options: { conversation?: string; token?: string } = {}) {
  await page.goto(chatUrl(api, { conversation: 'conv_trip', ...options }))
  await expect(page.getByRole('status')).toHaveText(/^\d+ messages$/)
}

/** Sends a message through the form and waits for the list to show it. */
export async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('#messages .text', { hasText: text })).toHaveCount(1)
}

/** The texts of the listed messages that start with `prefix`, as the app shows them. */
export async function listed(page: Page, prefix: string): Promise<string[]> {
  const texts = await page.locator('#messages .text').allTextContents()
  return texts.filter((text) => text.startsWith(prefix)).sort()
}
