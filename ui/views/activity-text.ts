import type { ActivityConfig, ActivityEvent, ActivityPreset, ActivityRule } from '../../src/engine/core/types.gen.js'
import { duration } from '../format.js'

/** What each preset does, as the buttons that start one say it (schemas/activity.schema.json). */
export const presetNotes: Record<ActivityPreset, string> = {
  replies: 'Someone answers every message sent, after 5 to 60 s.',
  'read-receipts': 'Every message sent is read after 2 to 30 s.',
  lively: 'Read (90%), answered (60%), reacted to (30%); someone writes every 5 min.',
  demo: 'Lively at ten times the pace, for watching.',
}

/** `always`, or `60% of the time`. */
const chance = (p: number | undefined) =>
  p === undefined || p === 1 ? 'always' : `${Math.round(p * 100)}% of the time`

/** `2 to 30 s`, or `5 s to 1 min` when a minute or more is in it. */
const span = (min: number, max: number) => (max < 60 ? `${min} to ${max} s` : `${duration(min)} to ${duration(max)}`)

const where = (ids: string[] | undefined) => (ids ? `in ${ids.join(', ')}` : 'in every conversation')

/**
 * One rule as a sentence: "someone replies to each message sent, always, after 5 s to 1 min, in
 * every conversation". A configuration in force has its defaults filled in: nothing is guessed.
 */
export function describeRule(rule: ActivityRule, me: string | null): string {
  const how = chance(rule.probability)
  const when = rule.delay ? `after ${span(rule.delay.min, rule.delay.max)}` : ''
  const scope = where(rule.conversations)
  switch (rule.action) {
    case 'send':
      return `someone writes a message of their own every ${duration(rule.every ?? 0)}, ${how}, ${
        rule.conversations ? scope : `in a conversation of ${me ?? 'the default caller'}`
      }`
    case 'react':
      return `someone reacts (${(rule.reactions ?? []).join(' ')}) to each message sent, ${how}, ${when}, ${scope}`
    case 'reply':
      return `someone replies to each message sent, ${how}, ${when}, ${scope}`
    case 'read':
      return `someone reads each message sent, ${how}, ${when}, ${scope}`
  }
}

/** One scripted event as a sentence: `after 30 s, ct_ben sends "See you there" in conv_trip`. */
export function describeEvent(event: ActivityEvent): string {
  const { contact, conversation_id: conversation } = event
  const target = event.message_id ?? 'the newest message from someone else'
  const what =
    event.action === 'send'
      ? `sends ${event.message === undefined ? 'a generated text' : JSON.stringify(event.message)}`
      : event.action === 'read'
        ? `reads ${target}`
        : `reacts ${event.reaction ?? '👍'} to ${target}`
  return `after ${duration(event.after)}, ${contact} ${what} in ${conversation}`
}

/**
 * The configuration in force as an input that puts it back: its rules are already written out,
 * so the preset is left out (naming it would add its rules a second time).
 */
export function editableConfig(config: ActivityConfig): string {
  const { seed, me, rules, script } = config
  return JSON.stringify({ seed, ...(me === null ? {} : { me }), rules, script }, null, 2)
}
