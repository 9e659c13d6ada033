/**
 * What examples/msw-vitest's report holds when it passes: each test once in jsdom and once in
 * happy-dom, as [file, full name, status] sorted as `outcomes` sorts them.
 */
const inBoth = [
  'a 503 injected for the list reaches the caller as an ApiError, once',
  'a tenant per test, for tests that run at once writer one sees only its own message',
  'a tenant per test, for tests that run at once writer three sees only its own message',
  'a tenant per test, for tests that run at once writer two sees only its own message',
  'lists the newest messages first, a page at a time',
  'refuses what the real API refuses: an unknown conversation is a 404 with its problem code',
  'sends a message, and the next list starts with it',
  'starts from the fixture again after the reset of the test before',
  'the journal holds exactly the form body the client sent',
  'times come from the frozen clock, and a token expires when the clock passes its time',
]

export const mswExampleOutcomes = [
  ...inBoth.flatMap((name) => [name, name]),
  'runs in HappyDOM, with a document and no server',
  'runs in jsdom, with a document and no server',
]
  .map((name) => ['messages.test.ts', name, 'passed'] as const)
  .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))
