import type { Curves, FoldCurve, RunOf, SizeCurve, ThroughputCurve } from './curves.js'
import { durabilityTargets } from './durability.js'
import { count } from './format.js'
import { type ServerName, serverLabels } from './servers.js'
import { barChart, linearAxis, lineChart, logAxis } from './svg.js'

/**
 * The pictures of docs/performance.md, drawn from the curves of bench/results.json: one SVG text
 * per curve the file holds, by file name. `npm run bench:charts` (bench/draw.ts) writes them.
 */
export function charts(curves: Curves): Record<string, string> {
  const pictures: Record<string, string> = {}
  if (curves.throughput) pictures['throughput.svg'] = throughputChart(curves.throughput)
  if (curves.sizes) pictures['sizes.svg'] = sizeChart(curves.sizes)
  if (curves.fold) pictures['fold.svg'] = foldChart(curves.fold)
  return pictures
}

/** Under every title: what was run, on which commit, when and where. */
function notes(run: RunOf, what: string): string[] {
  return [
    `${run.command}, on ${run.commit}, ${run.date}; ${what}`,
    `${run.machine}; load average ${run.load[0].toFixed(1)} at the start, ${run.load[1].toFixed(1)} at the end`,
  ]
}

const servers: { name: ServerName; color: string }[] = [
  { name: 'mock', color: '#1f6fb4' },
  { name: 'bare', color: '#8c8c8c' },
  { name: 'express', color: '#e8820c' },
]

function throughputChart(t: ThroughputCurve): string {
  const most = Math.max(...t.scenarios.flatMap((s) => servers.map(({ name }) => s.rps[name])))
  return barChart({
    title: 'Requests a second: the mock, bare node:http and plain Express 5',
    notes: notes(t.run, `a world of ${count(t.messages)} messages, medians of the rounds`),
    groups: t.scenarios.map((s) => ({ label: s.title, values: servers.map(({ name }) => s.rps[name]) })),
    series: servers.map(({ name, color }) => ({ name: serverLabels[name], color })),
    x: linearAxis('requests answered a second (50 connections, loopback)', most, count),
  })
}

const listColors = ['#1f6fb4', '#d62728', '#2a9d3a', '#8a4fbf']

function sizeChart(z: SizeCurve): string {
  const cpus = z.lists.flatMap((l) => l.cpu.filter((c): c is number => c !== null))
  return lineChart({
    title: "A list's cost against the world's size",
    notes: notes(z.run, 'medians of the rounds'),
    x: logAxis('messages in the world (log scale)', Math.min(...z.messages), Math.max(...z.messages), count),
    y: linearAxis('server CPU per request (µs)', Math.max(...cpus), count),
    series: z.lists.map((list, l) => ({
      name: `${list.title} (p50 ${list.p50.map((p) => p.toFixed(2)).join(', ')} ms)`,
      color: listColors[l % listColors.length],
      points: z.messages.flatMap((m, i): [number, number][] => (list.cpu[i] === null ? [] : [[m, list.cpu[i] ?? 0]])),
      markers: true,
    })),
  })
}

function foldChart(d: FoldCurve): string {
  const bound = durabilityTargets.foldWaitMs
  const seconds = (ms: number) => ms / 1000
  const slowest = Math.max(...d.reads.ms)
  return lineChart({
    title: `Reads while ${count(d.messages)} messages fold (${(d.logBytes / 2 ** 20).toFixed(0)} MiB of log)`,
    notes: notes(
      d.run,
      `${count(d.reads.ms.length)} reads, one after the other; the fold took ${(d.foldMs / 1000).toFixed(1)} s`,
    ),
    x: linearAxis('time since the fold began (s)', seconds(d.foldMs), (n) => String(n)),
    y: linearAxis('time each read took, send to last byte (ms)', Math.max(slowest, bound) * 1.1, (n) => String(n)),
    series: [
      {
        name: 'GET /v1/messages?limit=10',
        color: '#1f6fb4',
        points: d.reads.atMs.map((at, i): [number, number] => [seconds(at), d.reads.ms[i]]),
        markers: false,
      },
    ],
    rules: [{ y: bound, label: `${bound} ms: the most a read may wait (issue 46)`, color: '#d62728' }],
  })
}
