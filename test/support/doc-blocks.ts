import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repo } from './packed.js'

/**
 * The TypeScript blocks of README.md and docs/, as a user pastes them into a project: the package
 * test compiles them against the packed package with msw 2 (test/package-docs.test.ts), and the Node 22
 * lanes compile the pages that use msw against msw 3 (test/node22/package-vitest5.test.ts).
 */

/** A ```ts block of a page: where it starts, the words after `ts` in its fence, its code. */
export interface Block {
  page: string
  line: number
  fence: string[]
  code: string
}

function tsBlocks(page: string): Block[] {
  const blocks: Block[] = []
  let open: Block | undefined
  readFileSync(join(repo, page), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (open === undefined) {
        const fence = /^```ts\b(.*)$/.exec(text)
        if (fence) open = { page, line: index + 1, fence: fence[1].trim().split(/\s+/).filter(Boolean), code: '' }
      } else if (text.startsWith('```')) {
        blocks.push(open)
        open = undefined
      } else open.code += `${text}\n`
    })
  return blocks
}

const pages = [
  'README.md',
  ...readdirSync(join(repo, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]

/** Every ```ts block of README.md and docs/. */
export const blocks = pages.flatMap(tsBlocks)

/**
 * The pages with a block that imports msw: every block of theirs is compiled against both majors,
 * those that only use what another block set up (a `server.listen(...)` in a setup file) included.
 */
export const mswPages = new Set(blocks.filter((block) => /from 'msw(\/[^']*)?'/.test(block.code)).map((b) => b.page))

/**
 * A block written for msw 3 as msw 2 spells it: the one option of the user's own code that msw 3
 * renamed (docs/msw.md, "msw 2"). Anything else that differed would fail the compile against one
 * of the two majors.
 */
export const forMsw2 = (code: string): string => code.replaceAll('onUnhandledFrame:', 'onUnhandledRequest:')

/**
 * Writes each block that is not a fragment to `<folder>/blocks/<page>-<line>.ts`, `change`d, with
 * beside it the code the blocks call the app's (examples/vitest/src: "your client code";
 * examples/msw-vitest/src: docs/msw.md's src/api.ts and src/mocks.ts). Returns the files written.
 */
export function writeBlocks(folder: string, chosen: Block[], change: (block: Block) => string): string[] {
  cpSync(join(repo, 'examples/vitest/src'), join(folder, 'src'), { recursive: true })
  cpSync(join(repo, 'examples/msw-vitest/src'), join(folder, 'src'), { recursive: true })
  mkdirSync(join(folder, 'blocks'), { recursive: true })
  return chosen
    .filter((block) => !block.fence.includes('fragment'))
    .map((block) => {
      const file = `blocks/${block.page.replace(/^docs\//, '').replace(/\.md$/, '')}-${block.line}.ts`
      writeFileSync(join(folder, file), change(block))
      return file
    })
}
