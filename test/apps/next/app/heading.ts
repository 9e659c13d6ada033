/** The groups page's heading: its own module, so that test/node22/ssr-next.test.ts can edit it under `next dev`. */
export const heading = 'Groups'
