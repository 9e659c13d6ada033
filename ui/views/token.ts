import { h } from '../dom.js'

/**
 * Asks for the admin token in a modal dialog (the control plane answered 401). It cannot be
 * dismissed without one: nothing on the page works without it.
 */
export function askToken(refused: boolean): Promise<string> {
  return new Promise((resolve) => {
    const input = h('input', {
      id: 'admin-token',
      type: 'password',
      autocomplete: 'off',
      required: true,
      'aria-describedby': 'admin-token-help',
    })
    const dialog = h(
      'dialog',
      { class: 'token-dialog', 'aria-labelledby': 'admin-token-title' },
      h(
        'form',
        {
          onsubmit: (event: Event) => {
            event.preventDefault()
            if (input.value === '') return
            dialog.close()
            dialog.remove()
            resolve(input.value)
          },
        },
        h('h2', { id: 'admin-token-title' }, 'Admin token'),
        h(
          'p',
          { id: 'admin-token-help', class: refused ? 'error' : '' },
          refused
            ? 'That token was refused. Enter the token the mock was started with (--admin-token).'
            : 'This mock runs with --admin-token. Enter it once; it is kept for this tab only.',
        ),
        h('label', { for: 'admin-token' }, 'Token'),
        input,
        h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Unlock')),
      ),
    )
    dialog.addEventListener('cancel', (event) => event.preventDefault())
    document.body.append(dialog)
    dialog.showModal()
    input.focus()
  })
}
