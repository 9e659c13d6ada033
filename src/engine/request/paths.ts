/** Whether a request path is under /v1 (matched as Express matches a mount: any case, whole segment). */
export function isV1Path(path: string): boolean {
  return (path.length === 3 || path.charCodeAt(3) === 47) && path.slice(0, 3).toLowerCase() === '/v1'
}

/** Whether a request path is the control plane's or the inspector's. */
export function isControlPath(path: string): boolean {
  return path.startsWith('/__')
}
