// The mock's Worker and its two Durable Object classes, as the package ships them
// (docs/cloudflare.md). For fixtures of your own, see "Your own fixtures" there.
export { default, MockDirectory, MockTenant } from 'messaging-mock/cloudflare'
