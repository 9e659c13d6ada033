// A client beside the mock, in a process of its own so that its waits are the mock's and not
// those of whoever started it: every <every> ms it sends GET <url> (bearer <token>) twice at once,
// on two connections, until its stdin ends; then it writes one JSON line on stdout:
// { waits, raw, sentAt, failures }.
// - raw: the shorter wait of each pair, from their sending to the end of the answer. When the
//   mock holds its event loop both wait; a hitch of one connection is not charged to the mock.
// - waits: the same less the time this process itself stood still meanwhile (a heartbeat every
//   5 ms tells), when a busy machine left the client off the CPU: that wait is not the mock's.
//   node test/support/probe.mjs <url> <token> <every-ms>
import { Agent, request } from 'node:http'

const [url, token, every] = process.argv.slice(2)
const agents = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true })]
const beat = 5
let lastBeat = performance.now()
/** How long this process has stood still, beyond its heartbeat, since it started. */
let stood = 0
const stoodNow = () => stood + Math.max(0, performance.now() - lastBeat - beat)
const heart = setInterval(() => {
  const now = performance.now()
  stood += Math.max(0, now - lastBeat - beat)
  lastBeat = now
}, beat)
const waits = []
const raw = []
const sentAt = []
const failures = []
const read = (agent, sent) =>
  new Promise((resolve) => {
    request(url, { agent, headers: { Authorization: `Bearer ${token}` } }, (res) => {
      res.resume()
      res.on('end', () => {
        if (res.statusCode !== 200) failures.push(`status ${res.statusCode}`)
        resolve(performance.now() - sent)
      })
    })
      .on('error', (error) => {
        failures.push(error.message)
        resolve(Number.POSITIVE_INFINITY)
      })
      .end()
  })
const tick = async () => {
  const sent = performance.now()
  const stoodBefore = stoodNow()
  const wait = Math.min(...(await Promise.all(agents.map((agent) => read(agent, sent)))))
  const round = (ms) => Math.round(ms * 10) / 10
  raw.push(round(wait))
  waits.push(round(Math.max(0, wait - (stoodNow() - stoodBefore))))
  sentAt.push(Math.round(sent))
}
const timer = setInterval(tick, Number(every))
process.stdin.resume()
process.stdin.on('end', () => {
  clearInterval(timer)
  clearInterval(heart)
  process.stdout.write(`${JSON.stringify({ waits, raw, sentAt, failures })}\n`, () => process.exit(0))
})
