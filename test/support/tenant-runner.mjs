// A CI job's test runner, for the tenant soak (test/support/tenant-soak.ts): it makes `count`
// tenants one after another with MockClient, as the Playwright and Vitest fixtures make theirs,
// each with `lease`, uses each, and drops none: the soak kills it (SIGKILL) once it says `done`,
// before any teardown could run, as CI kills a cancelled job.
//   node test/support/tenant-runner.mjs <server url> <prefix> <count> <lease>
// Prints one line per tenant: its name and the statuses of its three requests.
import { MockClient } from '../../dist/index.js'

const [url, prefix, count, lease] = process.argv.slice(2)
const headers = { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json' }

async function status(request) {
  try {
    const answer = await request()
    await answer.text()
    return answer.status
  } catch (error) {
    return error.message
  }
}

for (let i = 0; i < Number(count); i++) {
  const name = `${prefix}-${i}`
  const mock = new MockClient(url, name, { lease })
  let made = 200
  try {
    await mock.reset() // the tenant's first request makes it, with its lease
  } catch (error) {
    made = error.status ?? error.message
  }
  const body = JSON.stringify({ conversation_id: 'conv_trip', message: `from ${name}` })
  const sent = await status(() => fetch(`${mock.url}/v1/messages`, { method: 'POST', headers, body }))
  const listed = await status(() => fetch(`${mock.url}/v1/messages?conversation_id=conv_trip`, { headers }))
  console.log(`${name} ${made} ${sent} ${listed}`)
}
console.log('done')
// Waits here for the kill: no teardown ever runs.
setInterval(() => {}, 60_000)
