import Link from 'next/link'
import { createGroup } from './actions'
import { heading } from './heading'
import { listGroups } from './mock'

// Rendered on each request, never at build time: the data is the caller's, in the request's tenant.
export const dynamic = 'force-dynamic'

export default async function GroupsPage() {
  const groups = await listGroups()
  return (
    <main>
      <h1>{heading}</h1>
      <ul aria-label="Groups">
        {groups.map((group) => (
          <li key={group.id}>
            <Link href={`/groups/${group.id}`}>{group.name}</Link>
          </li>
        ))}
      </ul>
      <form action={createGroup}>
        <label>
          Name <input name="name" required />
        </label>
        <button type="submit">Create group</button>
      </form>
    </main>
  )
}
