import type { ActivityConfig, ActivityInput, ActivityPreset, ActivityRule } from '../core/types.gen.js'
import type { State } from '../store/state.js'
import type { FixtureIssue } from '../store/world.js'

/** The presets' rules, before the `rules` of the configuration. */
const presets: Record<ActivityPreset, ActivityRule[]> = {
  replies: [{ action: 'reply', probability: 1, delay: { min: 5, max: 60 } }],
  'read-receipts': [{ action: 'read', probability: 1, delay: { min: 2, max: 30 } }],
  lively: [
    { action: 'read', probability: 0.9, delay: { min: 2, max: 30 } },
    { action: 'reply', probability: 0.6, delay: { min: 5, max: 60 } },
    { action: 'react', probability: 0.3, delay: { min: 5, max: 60 } },
    { action: 'send', probability: 1, every: 300 },
  ],
  demo: [
    { action: 'read', probability: 0.9, delay: { min: 1, max: 3 } },
    { action: 'reply', probability: 0.6, delay: { min: 2, max: 6 } },
    { action: 'react', probability: 0.3, delay: { min: 2, max: 6 } },
    { action: 'send', probability: 1, every: 30 },
  ],
}

export const presetNames = Object.keys(presets) as ActivityPreset[]

const defaultDelays = { read: { min: 2, max: 30 }, reply: { min: 5, max: 60 }, react: { min: 5, max: 60 } }
export const defaultReactions = ['👍', '❤️', '😂', '🎉', '😮']

/** The world an activity is checked against: a fixture's, or a tenant's state. */
export interface Participants {
  contacts: { has(id: string): boolean }
  conversations: { get(id: string): { readonly participants: readonly string[] } | undefined }
  messages: { get(id: string): { readonly conversation_id: string } | undefined }
  defaultCaller: string | null
}

/** A state as the world an activity is checked against. */
export function participantsOf(state: State): Participants {
  const { contacts, conversations, messages, world } = state
  return { contacts, conversations, messages, defaultCaller: world.defaultCaller }
}

/**
 * The configuration in force for `input` (schema-valid): the preset's rules then its own, every
 * default filled in. `seed`: the server's --seed, when the input names none.
 */
export function resolveActivity(input: ActivityInput, world: Participants, seed: number | undefined): ActivityConfig {
  const rules = [...(input.preset === undefined ? [] : presets[input.preset]), ...(input.rules ?? [])].map(
    (rule): ActivityRule => {
      const full: ActivityRule = { ...rule, probability: rule.probability ?? 1 }
      if (rule.action === 'send') return full
      full.delay = rule.delay ?? defaultDelays[rule.action]
      if (rule.action === 'react') full.reactions = rule.reactions ?? defaultReactions
      return full
    },
  )
  return {
    preset: input.preset ?? null,
    seed: input.seed ?? seed ?? 1,
    me: input.me ?? world.defaultCaller,
    rules,
    script: input.script ?? [],
  }
}

/**
 * What a schema-valid input names that `world` lacks, or asks the impossible, with paths from
 * `at`: a field its action does not take (or a send rule without `every`), an unknown `me` or
 * conversation, a delay whose max is below its min, a scripted event by someone who does not take
 * part in its conversation or on a message of another one.
 */
export function activityIssues(input: ActivityInput, world: Participants, at: (string | number)[]): FixtureIssue[] {
  const issues: FixtureIssue[] = []
  const issue = (path: (string | number)[], message: string) => issues.push({ path: [...at, ...path], message })
  if (input.me !== undefined && !world.contacts.has(input.me)) issue(['me'], 'is not a contact of the world')
  for (const [i, rule] of (input.rules ?? []).entries()) {
    const send = rule.action === 'send'
    if (send && rule.every === undefined) issue(['rules', i, 'every'], 'is required for a send rule')
    if (!send && rule.every !== undefined) issue(['rules', i, 'every'], 'is for send rules')
    if (send && rule.delay !== undefined) issue(['rules', i, 'delay'], 'is for reply, react and read rules')
    if (rule.action !== 'react' && rule.reactions !== undefined) issue(['rules', i, 'reactions'], 'is for react rules')
    if (rule.delay && rule.delay.max < rule.delay.min) issue(['rules', i, 'delay', 'max'], 'must be at least min')
    for (const [j, id] of (rule.conversations ?? []).entries())
      if (world.conversations.get(id) === undefined) issue(['rules', i, 'conversations', j], 'is not a conversation')
  }
  for (const [i, event] of (input.script ?? []).entries()) {
    if (event.action !== 'send' && event.message !== undefined) issue(['script', i, 'message'], 'is for send events')
    if (event.action === 'send' && event.message_id !== undefined)
      issue(['script', i, 'message_id'], 'is for read and react events')
    if (event.action !== 'react' && event.reaction !== undefined)
      issue(['script', i, 'reaction'], 'is for react events')
    const conversation = world.conversations.get(event.conversation_id)
    if (!world.contacts.has(event.contact)) issue(['script', i, 'contact'], 'is not a contact of the world')
    else if (conversation && !conversation.participants.includes(event.contact))
      issue(['script', i, 'contact'], `does not take part in ${event.conversation_id}`)
    if (conversation === undefined) issue(['script', i, 'conversation_id'], 'is not a conversation')
    if (
      event.message_id !== undefined &&
      world.messages.get(event.message_id)?.conversation_id !== event.conversation_id
    )
      issue(['script', i, 'message_id'], `is not a message of ${event.conversation_id}`)
  }
  return issues
}
