// A client beside the mock, in a process of its own so that its waits are the mock's and not
// those of whoever started it: GET <url> every <every> ms with a bearer token until its stdin
// ends, then one JSON line on stdout, { waits, failures }, each wait from the read's sending to
// the end of its answer.
//   node test/support/probe.mjs <url> <token> <every-ms>
import { Agent, request } from 'node:http'

const [url, token, every] = process.argv.slice(2)
const agent = new Agent({ keepAlive: true })
const waits = []
const failures = []
const read = () => {
  const sent = performance.now()
  request(url, { agent, headers: { Authorization: `Bearer ${token}` } }, (res) => {
    res.resume()
    res.on('end', () => {
      waits.push(Math.round((performance.now() - sent) * 10) / 10)
      if (res.statusCode !== 200) failures.push(`status ${res.statusCode}`)
    })
  })
    .on('error', (error) => failures.push(error.message))
    .end()
}
const timer = setInterval(read, Number(every))
process.stdin.resume()
process.stdin.on('end', () => {
  clearInterval(timer)
  process.stdout.write(`${JSON.stringify({ waits, failures })}\n`, () => process.exit(0))
})
