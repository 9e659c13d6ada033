import { error } from '@sveltejs/kit'
import axios from 'axios'
import { api, auth, type Group } from '#lib/server/api.ts'
import type { PageServerLoad } from './$types'

// axios rather than SvelteKit's fetch: a server module may well use the HTTP client the team
// already has, which in Node goes through node:http, not fetch.
export const load: PageServerLoad = async ({ params }) => {
  const response = await axios.get<Group>(api(`/v1/groups/${encodeURIComponent(params.id)}`), {
    headers: auth,
    validateStatus: () => true,
  })
  if (response.status !== 200) error(response.status === 404 ? 404 : 502, `GET answered ${response.status}`)
  const { name, description, contacts } = response.data
  return { name, description, members: contacts.map((contact) => contact.username) }
}
