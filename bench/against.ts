import { spawnSync } from 'node:child_process'
import { existsSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { BenchError, type Child, stop } from './children.js'
import type { Context } from './context.js'
import { type Measurement, medianOf, pairedRatio } from './load.js'
import { alternate, cpus } from './paired.js'
import { type Scenario, throughputScenarios } from './scenarios.js'
import { launch, root } from './servers.js'
import { throughputMessages } from './throughput.js'
import { writeWorld } from './worlds.js'

export interface AgainstResult {
  /** The ref as given, and the commit it named. */
  ref: string
  commit: string
  rows: {
    scenario: Scenario
    here: Measurement
    there: Measurement
    /** The median over the rounds of each round's ratio (this tree ÷ the ref); null where CPU was not read. */
    paired: number | null
  }[]
}

function git(args: string[], cwd = root): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new BenchError(`git ${args.join(' ')} failed: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

function npm(args: string[], cwd: string): void {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0)
    throw new BenchError(`npm ${args.join(' ')} in ${cwd} failed:\n${result.stdout}${result.stderr}`.slice(0, 4000))
}

/**
 * The mock of `ref`, built in a temporary worktree: with this tree's node_modules when the two
 * lockfiles are the same (only the build runs), else installed from its own lockfile.
 */
function buildRef(ctx: Context, ref: string): { main: string; commit: string; remove: () => void } {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`])
  const tree = join(ctx.dir, 'against')
  git(['worktree', 'add', '--detach', '--force', tree, commit])
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root })
  }
  try {
    const sameLock =
      spawnSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json'], { cwd: root }).status === 0
    ctx.log(
      `against: building ${ref} (${commit.slice(0, 10)}) ${sameLock ? 'with this tree’s node_modules' : 'after npm ci'}`,
    )
    if (sameLock) {
      symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir')
      npm(['run', 'build', '--silent'], tree)
    } else npm(['ci', '--no-audit', '--no-fund'], tree)
    const main = join(tree, 'dist', 'main.js')
    if (!existsSync(main)) throw new BenchError(`${ref} built no dist/main.js`)
    return { main, commit, remove }
  } catch (error) {
    remove()
    throw error
  }
}

/**
 * This tree's mock against the mock of a git ref: the throughput scenarios on the same world, the
 * two servers alternating in every round (the order reversed every other round), each run's CPU
 * per request read from /proc. What to run before any change to the request path.
 */
export async function against(ctx: Context): Promise<AgainstResult> {
  const ref = ctx.options.against as string
  const built = buildRef(ctx, ref)
  const fixture = join(ctx.dir, 'against.json')
  const world = writeWorld(fixture, throughputMessages)
  const scenarios = throughputScenarios(world)
  const servers: Child[] = []
  try {
    const here = (await launch(ctx, 'mock', fixture, await ctx.ports.take())).child
    servers.push(here)
    const there = (await launch({ ...ctx, mock: built.main }, 'mock', fixture, await ctx.ports.take())).child
    servers.push(there)
    const runs = await alternate(ctx, 'against', world, scenarios, [here, there])
    return {
      ref,
      commit: built.commit,
      rows: scenarios.map((scenario, i) => ({
        scenario,
        here: medianOf(runs[i][0]),
        there: medianOf(runs[i][1]),
        paired: pairedRatio(cpus(runs[i][0]), cpus(runs[i][1])),
      })),
    }
  } finally {
    await Promise.all(servers.map(stop))
    built.remove()
  }
}
