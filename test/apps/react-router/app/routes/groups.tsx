import { Form, Link, redirect } from 'react-router'
import { apiUrl, auth, type Group, getJson, type Page } from '../api.server'
import type { Route } from './+types/groups'

export async function loader() {
  const page = await getJson<Page<Group>>('/v1/groups')
  return { groups: page.data.map(({ id, name }) => ({ id, name })) }
}

/** Creates a group from the form, then goes back to the list (which loads it again). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const response = await fetch(apiUrl('/v1/groups'), {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: String(form.get('name') ?? '') }),
  })
  if (!response.ok) throw new Error(`POST /v1/groups answered ${response.status}`)
  return redirect('/')
}

export default function Groups({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Groups</h1>
      <ul aria-label="Groups">
        {loaderData.groups.map((group) => (
          <li key={group.id}>
            <Link to={`/groups/${group.id}`}>{group.name}</Link>
          </li>
        ))}
      </ul>
      <Form method="post">
        <label>
          Name <input name="name" required />
        </label>
        <button type="submit">Create group</button>
      </Form>
    </main>
  )
}
