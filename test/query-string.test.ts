import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { bracketFaults } from '../src/engine/core/bodies.js'
import { parseQueryString, qsOptions, quickParse } from '../src/engine/core/query-string.js'

/**
 * The quick path in front of qs (src/engine/core/query-string.ts) must give what qs gives, or step
 * aside. qs itself is the oracle: generated forms mix the shapes clients send with every one the
 * quick path leaves to qs (repeated keys, lists that are also objects, prototype keys, encoded and
 * stray brackets, limits).
 */

function qsOf(text: string): { value: unknown } | { error: string } {
  try {
    return { value: qs.parse(text, qsOptions) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

const parent = fc.constantFrom(
  'a',
  'b',
  'x y',
  'x+y',
  'x%20y',
  '0',
  '7',
  'ä',
  '%C3%A4',
  '%E2',
  'a%25',
  '',
  'a]',
  'constructor',
  '__proto__',
  'toString',
)
const group = fc.constantFrom(
  '[]',
  '[0]',
  '[1]',
  '[2]',
  '[01]',
  '[999]',
  '[1000]',
  '[-1]',
  '[a]',
  '[b]',
  '[hasOwnProperty]',
  '[__proto__]',
  '[',
  ']',
  '[[a]]',
  '%5B',
  '%5D',
  '%5Bc%5D',
  '%5bd%5d',
  '[a b]',
  '[a+b]',
  'x',
  '[=]',
)
const key = fc.tuple(parent, fc.array(group, { maxLength: 7 })).map(([p, gs]) => p + gs.join(''))
const value = fc.oneof(
  fc.constantFrom('1', '', 'v', 'a+b', '%20', '%E2', '%', 'x=y', ']=z', '%5D=w', 'x%5d=', 'q%5B', '%%5B', '%C3%A4'),
  fc.string({ maxLength: 6 }),
)
const pair = fc.oneof(
  fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
  key,
  fc.string({ maxLength: 8 }),
)
/** Few distinct keys, so that keys repeat and containers collide. */
const form = fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'))

describe('the quick path in front of qs', () => {
  it('gives what qs gives whenever it answers, and leaves nothing for the form checks to refuse', () => {
    let answered = 0
    fc.assert(
      fc.property(form, (text) => {
        const quick = quickParse(text)
        if (quick === undefined) return
        answered++
        expect(qsOf(text)).toStrictEqual({ value: quick })
        expect(isDeepStrictEqual(quick, qs.parse(text, qsOptions))).toBe(true)
        expect(bracketFaults(text)).toEqual([])
      }),
      { numRuns: 5000 },
    )
    // The generator reaches both sides: forms the quick path answers and forms it leaves to qs.
    expect(answered).toBeGreaterThan(500)
    expect(answered).toBeLessThan(4500)
  })

  it.each([
    ['', {}],
    ['reactions%5Blike%5D%5B%5D=ct_bench', { reactions: { like: ['ct_bench'] } }],
    [
      'conversation_id=conv_1&message=Hello+from+the+bench',
      { conversation_id: 'conv_1', message: 'Hello from the bench' },
    ],
    ['limit=10&starting_after=msg_1', { limit: '10', starting_after: 'msg_1' }],
    ['members[]=ana&members[]=bo', { members: ['ana', 'bo'] }],
    [
      'attachments[1][url]=https%3A%2F%2Fb&attachments[0][url]=https%3A%2F%2Fa&attachments[0][size]=3',
      { attachments: [{ url: 'https://a', size: '3' }, { url: 'https://b' }] },
    ],
    ['a[5]=x&a[2]=y', { a: ['y', 'x'] }],
    ['flag&&=x&note=', { flag: '', note: '' }],
    ['bad=%E2%82&ok=%E2%82%AC', { bad: '%E2%82', ok: '€' }],
    ['a[b][c][d][e][f]=deep', { a: { b: { c: { d: { e: { f: 'deep' } } } } } }],
  ])('takes %j', (text, expected) => {
    expect(quickParse(text)).toStrictEqual(expected)
    expect(qs.parse(text, qsOptions)).toStrictEqual(expected)
  })

  it.each([
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a=1&a[b]=2', { a: ['1', { b: '2' }] }],
    ['a[]=1&a[0]=2', { a: ['1', '2'] }],
    ['a[0]=1&a[b]=2', { a: { 0: '1', b: '2' } }],
    ['a[01]=x', { a: { '01': 'x' } }],
    ['[a]=x', { a: 'x' }],
    ['toString=x&a[constructor]=y', {}],
    ['a=b]=c', { 'a=b]': 'c' }],
  ])('leaves %j to qs, which reads it as %j', (text, expected) => {
    expect(quickParse(text)).toBeUndefined()
    expect(parseQueryString(text)).toStrictEqual(expected)
  })

  it.each([
    ['a[b][c][d][e][f][g]=x', 'Input depth exceeded depth option of 5 and strictDepth is true'],
    ['a[1000]=x', 'Array limit exceeded. Only 1000 elements allowed in an array.'],
    [
      Array.from({ length: 1001 }, (_, i) => `k${i}=v`).join('&'),
      'Parameter limit exceeded. Only 1000 parameters allowed.',
    ],
  ])('leaves a form past a limit to qs, which refuses it (%#)', (text, message) => {
    expect(quickParse(text)).toBeUndefined()
    expect(() => parseQueryString(text)).toThrow(message)
  })

  it('takes a form of exactly 1,000 pairs, a list among them', () => {
    const text = Array.from({ length: 1000 }, () => 'ids[]=x').join('&')
    expect(quickParse(text)).toStrictEqual({ ids: Array(1000).fill('x') })
    expect(qs.parse(text, qsOptions)).toStrictEqual({ ids: Array(1000).fill('x') })
  })
})
