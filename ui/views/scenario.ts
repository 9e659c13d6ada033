import { type Api, ApiError } from '../api.js'
import { h } from '../dom.js'
import { outputFor, runAction } from './feedback.js'

type Counts = Record<string, number>
interface Loaded {
  counts: Counts
}

/** Load a named scenario or a fixture file, reset to the baseline, export the state. */
export class ScenarioControls {
  readonly el: HTMLElement
  private readonly names = h('select', { id: 'scenario' })
  private seen = ''

  constructor(
    private readonly api: Api,
    private readonly changed: () => Promise<void>,
  ) {
    const loaded = outputFor('scenario-feedback')
    const state = outputFor('state-feedback')
    const load: HTMLButtonElement = h(
      'button',
      {
        type: 'submit',
      },
      'Load scenario',
    )
    const file = h('input', { id: 'scenario-file', type: 'file', accept: '.json,application/json' })
    const loadFile: HTMLButtonElement = h(
      'button',
      { type: 'button', onclick: () => runAction(loadFile, loaded, () => this.loadFile(file.files?.[0])) },
      'Load file',
    )
    const reset: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        onclick: () =>
          runAction(reset, state, async () => {
            const { counts } = await this.api.call<Loaded>('POST', '/__reset')
            await this.changed()
            return `Reset to the baseline: ${describe(counts)}. Journal and faults cleared, clock on real time.`
          }),
      },
      'Reset',
    )
    const download: HTMLButtonElement = h(
      'button',
      { type: 'button', onclick: () => runAction(download, state, () => this.download()) },
      'Download state (fixture JSON)',
    )
    this.el = h(
      'section',
      { class: 'control', 'aria-labelledby': 'scenario-title' },
      h('h2', { id: 'scenario-title' }, 'Scenario and state'),
      h(
        'form',
        {
          class: 'row',
          onsubmit: (event: Event) => {
            event.preventDefault()
            void runAction(load, loaded, async () => {
              const name = this.names.value
              if (!name) throw new ApiError(400, 'No named scenario in the fixtures folder of this server.')
              const { counts } = await this.api.call<Loaded>('POST', `/__fixtures/${encodeURIComponent(name)}`)
              await this.changed()
              return `Loaded ${name}: ${describe(counts)}.`
            })
          },
        },
        h('div', { class: 'field grow' }, h('label', { for: 'scenario' }, 'Named scenario'), this.names),
        load,
      ),
      h(
        'div',
        { class: 'row' },
        h('div', { class: 'field grow' }, h('label', { for: 'scenario-file' }, 'Or a fixture file'), file),
        loadFile,
      ),
      loaded,
      h('div', { class: 'row' }, reset, download),
      state,
    )
  }

  async refresh(): Promise<void> {
    const { data } = await this.api.call<{ data: string[] }>('GET', '/__fixtures')
    const key = JSON.stringify(data)
    if (key === this.seen) return
    this.seen = key
    const chosen = this.names.value
    this.names.replaceChildren(...data.map((name) => h('option', { value: name }, name)))
    if (data.includes(chosen)) this.names.value = chosen
  }

  private async loadFile(file: File | undefined): Promise<string> {
    if (!file) throw new ApiError(400, 'Choose a fixture file first.')
    let doc: unknown
    try {
      doc = JSON.parse(await file.text())
    } catch (error) {
      throw new ApiError(400, `${file.name} is not JSON: ${error instanceof Error ? error.message : String(error)}`)
    }
    const { counts } = await this.api.call<Loaded>('POST', '/__fixtures', doc)
    await this.changed()
    return `Loaded ${file.name}: ${describe(counts)}.`
  }

  private async download(): Promise<string> {
    // The bytes as the server streams them: no parse and re-stringify of what may be hundreds of MB.
    const blob = await this.api.blob('/__state')
    const url = URL.createObjectURL(blob)
    const name = `${this.api.tenant}-state.json`
    const link = h('a', { href: url, download: name, hidden: true })
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return `Saved ${name}: load it with POST /__fixtures or --fixtures.`
  }
}

const describe = (counts: Counts) =>
  Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')
