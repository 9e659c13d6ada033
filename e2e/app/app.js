// A chat page as a frontend team would write one, with no knowledge of the mock: it takes its API
// base URL (?api=), its token (?token=) and its conversation (?conversation=) from the query.
const params = new URLSearchParams(location.search)
const api = params.get('api')
const token = params.get('token') ?? 'tok_ana'
const conversation = params.get('conversation')

const status = document.getElementById('status')
const error = document.getElementById('error')
const list = document.getElementById('messages')
const form = document.getElementById('send')

const call = (path, init = {}) =>
  fetch(`${api}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })

// Times are shown in UTC to the second, so that a frozen clock reads the same on every machine.
const timeOf = (seconds) => `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`

function showError(res, body) {
  error.hidden = false
  error.textContent = res.status === 503 ? 'Service unavailable' : `Error ${res.status}: ${body?.detail ?? ''}`
}

async function load() {
  const query = new URLSearchParams({ limit: '100' })
  if (conversation !== null) query.set('conversation_id', conversation)
  const res = await call(`/v1/messages?${query}`)
  const body = await res.json()
  if (!res.ok) return showError(res, body)
  list.replaceChildren(
    ...body.data.map((message) => {
      const item = document.createElement('li')
      item.dataset.id = message.id
      const text = document.createElement('span')
      text.className = 'text'
      text.textContent = message.message
      const time = document.createElement('time')
      time.dateTime = new Date(message.created_at * 1000).toISOString()
      time.textContent = timeOf(message.created_at)
      item.append(text, ' ', time)
      return item
    }),
  )
  status.textContent = `${body.data.length} messages`
}

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const input = form.elements.message
  const res = await call('/v1/messages', {
    method: 'POST',
    body: new URLSearchParams({ conversation_id: conversation ?? '', message: input.value }),
  })
  if (!res.ok) return showError(res, await res.json())
  error.hidden = true
  input.value = ''
  await load()
})

load()
