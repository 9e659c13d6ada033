import axios from 'axios'
import Link from 'next/link'
import { auth, type Group, listMessages, mockUrl } from '../../mock'

export const dynamic = 'force-dynamic'

/** A group and its messages: the group through axios (node:http), the messages through fetch. */
export default async function GroupPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const { data: group } = await axios.get<Group>(`${mockUrl()}/v1/groups/${encodeURIComponent(id)}`, { headers: auth })
  const messages = await listMessages(group.conversation_id)
  return (
    <main>
      <h1>{group.name}</h1>
      <ul aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id}>{message.message}</li>
        ))}
      </ul>
      <Link href="/">All groups</Link>
    </main>
  )
}
