import { ApiError } from '../api.js'
import { fill, h } from '../dom.js'

/** The one sentence a failure shows: the problem's detail, never a stack. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.detail
  return `Something went wrong in the page: ${error instanceof Error ? error.message : String(error)}`
}

/** An output element that sits next to its control and says how the last action went. */
export function outputFor(id: string): HTMLOutputElement {
  return h('output', { id, class: 'feedback', 'aria-live': 'polite' })
}

/**
 * Runs a control's action: the button is busy meanwhile, and the output next to it then says what
 * happened, or shows the problem's detail and its failing params.
 */
export async function runAction(
  button: HTMLButtonElement | null,
  output: HTMLOutputElement,
  action: () => Promise<string>,
): Promise<boolean> {
  // Disabling a focused button drops the focus; a keyboard user gets it back afterwards.
  const focused = button !== null && document.activeElement === button
  if (button) button.disabled = true
  output.className = 'feedback pending'
  fill(output, 'Working…')
  try {
    const said = await action()
    output.className = 'feedback ok'
    fill(output, said)
    return true
  } catch (error) {
    output.className = 'feedback error'
    const errors = error instanceof ApiError ? error.errors : []
    fill(
      output,
      h('strong', {}, describeError(error)),
      errors.length > 0 &&
        h(
          'ul',
          {},
          errors.map((e) => h('li', {}, h('code', { class: 'param' }, e.param), ` ${e.message}`)),
        ),
    )
    return false
  } finally {
    if (button) button.disabled = false
    if (focused) button?.focus()
  }
}
