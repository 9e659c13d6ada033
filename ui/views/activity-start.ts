import type { ActivityConfig, ActivityInput, ActivityPreset, ActivityState } from '../../src/engine/core/types.gen.js'
import { type Api, ApiError } from '../api.js'
import { h } from '../dom.js'
import { plural } from '../format.js'
import { editableConfig, presetNotes } from './activity-text.js'
import { outputFor, runAction } from './feedback.js'

const presets = Object.keys(presetNotes) as ActivityPreset[]

/** Start a preset (with a seed) or a pasted script or configuration, and stop: POST and DELETE /__activity. */
export class ActivityStart {
  readonly el: HTMLElement
  private readonly output = outputFor('activity-feedback')
  private readonly scriptOutput = outputFor('activity-script-feedback')
  private readonly script = h('textarea', {
    id: 'activity-script',
    rows: 8,
    spellcheck: 'false',
    placeholder: '[{ "after": 30, "contact": "ct_ben", "conversation_id": "conv_trip", "action": "send" }]',
    'aria-describedby': 'activity-script-hint',
    onkeydown: (event: Event) => {
      const key = event as KeyboardEvent
      if (key.key !== 'Enter' || !(key.ctrlKey || key.metaKey)) return
      key.preventDefault()
      this.script.form?.requestSubmit()
    },
  })
  private readonly seed = h('input', { id: 'activity-seed', type: 'number', min: '0', step: '1', inputmode: 'numeric' })

  constructor(
    private readonly api: Api,
    /** Called after every change, before its feedback shows: the view draws what is now in force. */
    private readonly changed: () => Promise<void>,
    /** The configuration the view last read, for "Copy the one in force". */
    private readonly inForce: () => ActivityConfig | null,
  ) {
    this.el = this.build()
  }

  private build(): HTMLElement {
    const stop: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        onclick: () =>
          runAction(stop, this.output, async () => {
            await this.send('DELETE')
            return 'Stopped: nothing happens on its own any more.'
          }),
      },
      'Stop activity',
    )
    const start: HTMLButtonElement = h('button', { type: 'submit' }, 'Start this')
    const copy: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        onclick: () =>
          runAction(copy, this.scriptOutput, async () => {
            const config = this.inForce()
            if (!config) throw new ApiError(400, 'No activity is in force: there is nothing to copy.')
            this.script.value = editableConfig(config)
            this.script.focus()
            return 'The configuration in force, its rules written out: edit it and start it.'
          }),
      },
      'Copy the one in force',
    )
    return h(
      'section',
      { class: 'control', 'aria-labelledby': 'activity-start-title' },
      h('h2', { id: 'activity-start-title' }, 'Start or stop'),
      h('p', { class: 'muted' }, 'Starting replaces the activity in force and drops what was pending.'),
      h(
        'div',
        { class: 'row' },
        h('div', { class: 'field' }, h('label', { for: 'activity-seed' }, "Seed (empty: the server's)"), this.seed),
      ),
      h(
        'ul',
        { class: 'presets', 'aria-label': 'Presets' },
        presets.map((preset) => this.presetItem(preset)),
      ),
      h('div', { class: 'row' }, stop),
      this.output,
      h(
        'form',
        {
          onsubmit: (event: Event) => {
            event.preventDefault()
            void runAction(start, this.scriptOutput, async () => {
              const { config, pending_total } = await this.send('POST', parseInput(this.script.value))
              const rules = plural(config?.rules.length ?? 0, 'rule')
              const events = plural(config?.script.length ?? 0, 'scripted event')
              return `In force: ${rules}, ${events}; ${pending_total} pending.`
            })
          },
        },
        h('label', { for: 'activity-script' }, 'Script or configuration (JSON)'),
        this.script,
        h(
          'p',
          { id: 'activity-script-hint', class: 'muted small' },
          'A script (an array of events: after, contact, conversation_id, action) or a whole configuration ',
          h('code', {}, '{ preset, seed, me, rules, script }'),
          ', as POST /__activity takes it. Ctrl+Enter starts it.',
        ),
        h('div', { class: 'row' }, start, copy),
      ),
      this.scriptOutput,
    )
  }

  private presetItem(preset: ActivityPreset): HTMLElement {
    const note = `activity-preset-${preset}`
    const button: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        'aria-describedby': note,
        onclick: () =>
          runAction(button, this.output, async () => {
            const input: ActivityInput = { preset }
            if (this.seed.value !== '') input.seed = Number(this.seed.value)
            const { config } = await this.send('POST', input)
            return `Started ${preset} (seed ${config?.seed}).`
          }),
      },
      preset,
    )
    return h('li', {}, button, h('span', { id: note, class: 'muted' }, presetNotes[preset]))
  }

  /** Sends the change; the view then draws the activity as it now stands. */
  private async send(method: 'POST' | 'DELETE', body?: ActivityInput): Promise<ActivityState> {
    const state = await this.api.call<ActivityState>(method, '/__activity', body)
    await this.changed()
    return state
  }
}

/** The textarea's JSON: a configuration, or a bare script (an array of events). */
function parseInput(text: string): ActivityInput {
  if (text.trim() === '') throw new ApiError(400, 'Paste a script or a configuration first.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new ApiError(400, `That is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (Array.isArray(value) ? { script: value } : value) as ActivityInput
}
