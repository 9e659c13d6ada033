// The fetch face served by Bun.serve or by Deno.serve, as docs/testing.md shows it, for
// test/runtimes.test.ts, which copies this file into a project that has the packed package
// installed: one mock per entry of the JSON list of options in the first argument, each served on
// a free port of 127.0.0.1; once all listen, one line on stdout: `listening on <url>,<url>,...`. What an
// engine takes for a bug (a bare 500) is written to stderr, which the test requires empty.
//   bun runtime-serve.mjs '[{"seed":1}]'
//   deno run --allow-net runtime-serve.mjs '[{"seed":1}]'
import { createWebMock } from 'messaging-mock/web'

const deno = globalThis.Deno
const bun = globalThis.Bun
const [list] = deno ? deno.args : process.argv.slice(2)

/** Serves a mock with Bun.serve; its origin. */
function serveByBun(mock) {
  const server = bun.serve({ hostname: '127.0.0.1', port: 0, fetch: mock.fetch })
  return server.url.origin
}

/** Serves a mock with Deno.serve (silent: Deno announces on stdout without an onListen); its origin. */
function serveByDeno(mock) {
  const server = deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, mock.fetch)
  return `http://${server.addr.hostname}:${server.addr.port}`
}

const urls = []
for (const options of JSON.parse(list)) {
  const mock = await createWebMock({ ...options, onBug: (error) => console.error('a bug:', error) })
  urls.push(deno ? serveByDeno(mock) : serveByBun(mock))
}
console.log(`fetch faces listening on ${urls.join(',')}`)
