/**
 * Code that runs on an app's own server, as a React Router loader or a Next.js route handler
 * does: it calls the API at the URL of its configuration, with no tenant of the mock in it, and
 * in two steps, so that the work of one request spans several turns of the event loop.
 */
export async function groupsLoader(apiUrl: string, token: string): Promise<{ groups: string[]; first: string | null }> {
  const headers = { Authorization: `Bearer ${token}` }
  const page = (await (await fetch(`${apiUrl}/v1/groups`, { headers })).json()) as {
    data: { id: string; name: string }[]
  }
  if (page.data.length === 0) return { groups: [], first: null }
  const first = (await (await fetch(`${apiUrl}/v1/groups/${page.data[0].id}`, { headers })).json()) as { name: string }
  return { groups: page.data.map((group) => group.name), first: first.name }
}
