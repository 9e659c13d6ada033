/**
 * The world of test/fixtures/small.json as the API shows it: contacts with all six fields,
 * groups with their contacts expanded. ben is the one contact without a created_at in the
 * fixture, so he (and trip, which lists him) depends on when the app was built.
 */

/** The time the group, visibility and auth tests freeze Date at: after tok_ben_exp's expires_at (1767229200). */
export const NOW = 1768000000

export const ana = {
  id: 'ct_ana',
  username: 'ana',
  phone_number: '+15550100',
  avatar_url: 'https://example.com/a.png',
  last_active_at: 1767000000,
  created_at: 1760000000,
}

export const cleo = {
  id: 'ct_cleo',
  username: 'cleo',
  phone_number: null,
  avatar_url: null,
  last_active_at: null,
  created_at: 1760000100,
}

export const dan = {
  id: 'ct_dan',
  username: 'dan',
  phone_number: '+15550103',
  avatar_url: null,
  last_active_at: null,
  created_at: 1760000200,
}

/** ana's archived group, without members. */
export const old = {
  id: 'grp_old',
  name: 'Old',
  description: 'gone quiet',
  avatar_url: null,
  conversation_id: 'conv_old',
  contacts: [],
  created_at: 1766000000,
  archived_at: 1766500000,
}

/** cleo's group (with dan), which ana does not see. */
export const cleos = {
  id: 'grp_cleo',
  name: "Cleo's",
  description: null,
  avatar_url: null,
  conversation_id: 'conv_cleo',
  contacts: [dan],
  created_at: 1767100000,
  archived_at: null,
}

/** Every contact and group of small.json, for an app built at `loadedAt` (Unix seconds): ben's created_at. */
export function smallWorld(loadedAt: number) {
  const ben = {
    id: 'ct_ben',
    username: 'ben',
    phone_number: '+15550101',
    avatar_url: null,
    last_active_at: null,
    created_at: loadedAt,
  }
  const trip = {
    id: 'grp_trip',
    name: 'Trip',
    description: null,
    avatar_url: null,
    conversation_id: 'conv_trip',
    contacts: [ben],
    created_at: 1767000000,
    archived_at: null,
  }
  return { ana, ben, cleo, dan, trip, old, cleos }
}
