/**
 * Line and bar charts as SVG text, for the pictures of docs/performance.md (bench/charts.ts).
 * Written by hand rather than with a charting package: a picture here is two axes, a few lines or
 * bars and their labels, and the same figures always give the same text, so a commit of new
 * pictures shows only what moved.
 */

export interface Axis {
  label: string
  min: number
  max: number
  /** Where the grid lines and their labels go. */
  ticks: number[]
  format: (n: number) => string
  /** Logarithmic (base 10); `min` must then be above 0. */
  log?: boolean
}

export interface Series {
  name: string
  color: string
  points: [number, number][]
  /** A dot at each point: for a few measured points, not for thousands. */
  markers: boolean
}

export interface LineChart {
  title: string
  /** Lines under the title: the run's command, commit, date and machine. */
  notes: string[]
  x: Axis
  y: Axis
  series: Series[]
  /** Horizontal lines across the plot: a bound, say. */
  rules?: { y: number; label: string; color: string }[]
}

export interface BarChart {
  title: string
  notes: string[]
  /** One group of bars per category (laid out top to bottom), one bar per series in each. */
  groups: { label: string; values: number[] }[]
  series: { name: string; color: string }[]
  /** The values' axis, across. */
  x: Axis
}

const width = 760
const font = 'font-family="Helvetica, Arial, sans-serif"'
const grid = '#e3e3e3'
const ink = '#222'
const faint = '#555'

/** A linear axis from 0 with about `count` round steps up to `max` or just past it. */
export function linearAxis(label: string, max: number, format: (n: number) => string, count = 5): Axis {
  const raw = (max > 0 ? max : 1) / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude
  const steps = Math.ceil((max > 0 ? max : 1) / step - 1e-9)
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)))
  return { label, min: 0, max: ticks[ticks.length - 1], ticks, format }
}

/** A base-10 logarithmic axis whose ticks are the powers of ten from `min` to `max`. */
export function logAxis(label: string, min: number, max: number, format: (n: number) => string): Axis {
  const low = Math.floor(Math.log10(min))
  const high = Math.ceil(Math.log10(max))
  const ticks = Array.from({ length: high - low + 1 }, (_, i) => 10 ** (low + i))
  return { label, min: ticks[0], max: ticks[ticks.length - 1], ticks, format, log: true }
}

export function lineChart(c: LineChart): string {
  const top = plotTop(c.notes)
  const plot = { left: 72, right: width - 24, top, bottom: top + 260 }
  const sx = scale(c.x, plot.left, plot.right)
  const sy = scale(c.y, plot.bottom, plot.top)
  const parts = [
    ...c.y.ticks.map((t) => line(plot.left, sy(t), plot.right, sy(t), grid)),
    ...c.x.ticks.map((t) => line(sx(t), plot.top, sx(t), plot.bottom, grid)),
    ...c.y.ticks.map((t) => text(plot.left - 8, sy(t) + 4, c.y.format(t), 11, 'end')),
    ...c.x.ticks.map((t) => text(sx(t), plot.bottom + 18, c.x.format(t), 11, 'middle')),
    line(plot.left, plot.bottom, plot.right, plot.bottom, ink),
    line(plot.left, plot.top, plot.left, plot.bottom, ink),
    text(plot.left + (plot.right - plot.left) / 2, plot.bottom + 40, c.x.label, 12, 'middle'),
    `<text x="18" y="${f(plot.top + (plot.bottom - plot.top) / 2)}" font-size="12" fill="${ink}" text-anchor="middle" transform="rotate(-90 18 ${f(plot.top + (plot.bottom - plot.top) / 2)})">${escapeXml(c.y.label)}</text>`,
  ]
  for (const rule of c.rules ?? []) {
    parts.push(line(plot.left, sy(rule.y), plot.right, sy(rule.y), rule.color, ' stroke-dasharray="6 4"'))
    parts.push(text(plot.right - 4, sy(rule.y) - 6, rule.label, 11, 'end', rule.color))
  }
  for (const s of c.series) {
    const points = s.points.map(([x, y]) => `${f(sx(x))},${f(sy(y))}`)
    parts.push(
      `<polyline fill="none" stroke="${s.color}" stroke-width="${s.markers ? 2 : 1}" points="${points.join(' ')}"/>`,
    )
    if (s.markers)
      for (const [x, y] of s.points) parts.push(`<circle cx="${f(sx(x))}" cy="${f(sy(y))}" r="3.5" fill="${s.color}"/>`)
  }
  return svg(plot.bottom + 64, c.title, c.notes, parts, c.series)
}

export function barChart(c: BarChart): string {
  const top = plotTop(c.notes)
  const bar = 12
  const group = c.series.length * (bar + 2) + 14
  const plot = { left: 250, right: width - 72, top, bottom: top + c.groups.length * group + 4 }
  const sx = scale(c.x, plot.left, plot.right)
  const parts = [
    ...c.x.ticks.map((t) => line(sx(t), plot.top, sx(t), plot.bottom, grid)),
    ...c.x.ticks.map((t) => text(sx(t), plot.bottom + 18, c.x.format(t), 11, 'middle')),
    line(plot.left, plot.bottom, plot.right, plot.bottom, ink),
    line(plot.left, plot.top, plot.left, plot.bottom, ink),
    text(plot.left + (plot.right - plot.left) / 2, plot.bottom + 40, c.x.label, 12, 'middle'),
  ]
  for (const [g, { label, values }] of c.groups.entries()) {
    const y0 = plot.top + 10 + g * group
    parts.push(text(plot.left - 8, y0 + (c.series.length * (bar + 2)) / 2 + 2, label, 12, 'end'))
    for (const [i, value] of values.entries()) {
      const y = y0 + i * (bar + 2)
      const end = sx(value)
      parts.push(
        `<rect x="${f(plot.left)}" y="${f(y)}" width="${f(end - plot.left)}" height="${bar}" fill="${c.series[i].color}"/>`,
      )
      parts.push(text(end + 4, y + bar - 2, c.x.format(value), 10, 'start', faint))
    }
  }
  return svg(plot.bottom + 64, c.title, c.notes, parts, c.series)
}

/** The y where the plot starts, below the title and the notes. */
const plotTop = (notes: string[]) => 48 + notes.length * 16 + 8

/** The whole picture: a white ground (GitHub's dark theme would show a transparent one on black), the title, the notes, the legend. */
function svg(
  legendTop: number,
  title: string,
  notes: string[],
  parts: string[],
  legend: { name: string; color: string }[],
): string {
  const height = legendTop + legend.length * 18 + 8
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${font}>`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    text(16, 28, title, 16, 'start', ink, ' font-weight="bold"'),
    ...notes.map((note, i) => text(16, 48 + i * 16, note, 12, 'start', faint)),
    ...parts,
    ...legend.flatMap(({ name, color }, i) => [
      `<rect x="72" y="${legendTop + i * 18 - 9}" width="14" height="10" fill="${color}"/>`,
      text(94, legendTop + i * 18, name, 12, 'start'),
    ]),
    '</svg>',
  ]
  return `${lines.join('\n')}\n`
}

/** Maps a value of `axis` to a coordinate between `from` (at min) and `to` (at max). */
function scale(axis: Axis, from: number, to: number): (v: number) => number {
  const t = axis.log ? Math.log10 : (v: number) => v
  const [low, high] = [t(axis.min), t(axis.max)]
  return (v) => from + ((t(v) - low) / (high - low || 1)) * (to - from)
}

const f = (n: number) => String(Math.round(n * 10) / 10)

const line = (x1: number, y1: number, x2: number, y2: number, color: string, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${color}"${extra}/>`

function text(x: number, y: number, content: string, size: number, anchor: string, color = ink, extra = ''): string {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${size}" fill="${color}" text-anchor="${anchor}"${extra}>${escapeXml(content)}</text>`
}

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
