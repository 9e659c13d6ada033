import { expect, test } from 'messaging-mock/vitest'
import { listMessages } from '../src/messages.js'

// A test that fails leaves why the mock answered each request of its tenant: an artifact with
// mock-why.txt and the journal, which Vitest's UI and HTML report show. This one fails on purpose
// (`fails`): ana lists a conversation she is not in, and gets the 404 of one that does not exist;
// mock-why.txt says which it was (docs/reasons.md).
test.fails('a failed test leaves why the mock answered: a conversation ana is not in', async ({ mock }) => {
  expect(await listMessages(mock.url, 'tok_ana', 'conv_dm_cleo_dev')).toHaveLength(4)
})
