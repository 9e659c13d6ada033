'use server'

import { revalidatePath } from 'next/cache'
import { auth, mockUrl } from './mock'

/** The form's server action: creates the group as ana, then the groups page renders again. */
export async function createGroup(form: FormData): Promise<void> {
  const response = await fetch(`${mockUrl()}/v1/groups`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: form.get('name') }),
  })
  if (response.status !== 201) throw new Error(`POST /v1/groups answered ${response.status}`)
  revalidatePath('/')
}
