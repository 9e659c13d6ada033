/** Resolves for everyone once `parties` callers have arrived: concurrent tests that must overlap. */
export function barrier(parties: number): () => Promise<void> {
  let arrived = 0
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return () => {
    arrived += 1
    if (arrived === parties) open()
    return opened
  }
}
