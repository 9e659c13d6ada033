import { createRequire } from 'node:module'
import { build } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { cliBundle } from '../scripts/build-cli.js'

/**
 * What dist/main.js costs at start (docs/performance.md, "What each operation costs"): the bundle
 * as the build writes it, built here in memory.
 */
let bundle: string
beforeAll(async () => {
  const result = await build({ ...cliBundle(), write: false })
  bundle = result.outputFiles?.[0]?.text ?? ''
}, 60_000)

describe('the CLI bundle', () => {
  it("imports no module of Node as an ES module but node:module, for the banner's require", () => {
    expect(bundle.match(/^import .*/gm)).toEqual([
      "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    ])
    expect(bundle).toContain('"builtin:node:http"(exports, module) {\n    module.exports = __require("node:http");')
  })

  it("leaves what a start never loads to dist/'s own modules: the generator's libraries, the MCP server, the metrics", () => {
    expect(bundle.match(/import\("\.\/[^"]+"\)/g)).toEqual([
      'import("./engine/generate/libraries.js")',
      'import("./mcp-command.js")',
      'import("./http/metrics.js")',
      'import("./http/mcp.js")',
    ])
    expect(bundle).not.toContain('// node_modules/@modelcontextprotocol/')
    expect(bundle).not.toContain('// node_modules/prom-client/')
  })

  it("leaves iconv-lite's codec tables in node_modules, where the bundle's require finds them", () => {
    expect(bundle).not.toContain('// node_modules/iconv-lite/encodings/')
    expect(bundle).toContain('var raw = __require("iconv-lite/encodings");')
    const fromDist = createRequire(new URL('../dist/main.js', import.meta.url))
    expect(Object.keys(fromDist('iconv-lite/encodings'))).toContain('utf8')
  })

  it('writes JSON data as JSON.parse of a string, not as an object literal', () => {
    expect(bundle).toContain(
      `"node_modules/mime-db/db.json"(exports, module) {\n    module.exports = JSON.parse('{"application/1d-interleaved-parityfec":{"source":"iana"},`,
    )
  })
})
