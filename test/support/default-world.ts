/**
 * What the default fixture (fixtures/default.json) answers, for the tests that run it in another
 * place than the server (a browser page, MSW's worker) and compare.
 */

/**
 * The message ana's send of "Landed, see you at the flat!" to conv_trip makes with seed 1 and the
 * clock frozen at 2026-01-01 (README.md shows it).
 */
export const landed = {
  id: 'msg_c0WyyHbiQzSU8PF9U4Ol',
  conversation_id: 'conv_trip',
  contact: {
    id: 'ct_ana',
    username: 'ana',
    phone_number: '+15550100',
    avatar_url: 'https://example.com/avatars/ana.png',
    last_active_at: 1767218400,
    created_at: 1760000000,
  },
  message: 'Landed, see you at the flat!',
  reactions: [],
  attachments: [],
  read_at: null,
  created_at: 1767225600,
  updated_at: null,
}
