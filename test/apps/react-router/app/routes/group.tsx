import axios from 'axios'
import { Link } from 'react-router'
import { apiUrl, auth, type Group, getJson, type Message, type Page } from '../api.server'
import type { Route } from './+types/group'

/** The group with axios (node:http on the server), its messages with fetch. */
export async function loader({ params }: Route.LoaderArgs) {
  const { data: group } = await axios.get<Group>(apiUrl(`/v1/groups/${encodeURIComponent(params.id)}`), {
    headers: auth,
  })
  const messages = await getJson<Page<Message>>(
    `/v1/messages?conversation_id=${encodeURIComponent(group.conversation_id)}`,
  )
  return { name: group.name, messages: messages.data.map(({ id, message }) => ({ id, message })) }
}

export default function GroupPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.name}</h1>
      <ul aria-label="Messages">
        {loaderData.messages.map((message) => (
          <li key={message.id}>{message.message}</li>
        ))}
      </ul>
      <Link to="/">All groups</Link>
    </main>
  )
}
