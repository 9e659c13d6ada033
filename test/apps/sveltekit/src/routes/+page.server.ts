import { error, fail } from '@sveltejs/kit'
import { api, auth, type Group } from '#lib/server/api.ts'
import type { Actions, PageServerLoad } from './$types'

export const load: PageServerLoad = async ({ fetch }) => {
  const response = await fetch(api('/v1/groups'), { headers: auth })
  if (!response.ok) error(502, `GET /v1/groups answered ${response.status}`)
  const { data } = (await response.json()) as { data: Group[] }
  return { groups: data.map(({ id, name }) => ({ id, name })) }
}

export const actions: Actions = {
  default: async ({ fetch, request }) => {
    const name = String((await request.formData()).get('name') ?? '')
    const response = await fetch(api('/v1/groups'), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    })
    if (!response.ok) return fail(response.status, { name, problem: await response.text() })
    const created = (await response.json()) as Group
    return { created: created.id }
  },
}
