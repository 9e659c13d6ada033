/**
 * The commands of the binary besides serving: `messaging-mock verify ...`, `snapshot ...`,
 * `pact ...`, `coverage ...` and `mcp ...`. Anything else starts the server, as before. Each is loaded only
 * when asked for, so that a server's start reads none of their code.
 */
type Command = (args: string[]) => Promise<number>

export const commands: Record<string, Command> = {
  verify: async (args) => (await import('./contract/verify-cli.js')).verifyCommand(args),
  snapshot: async (args) => (await import('./contract/snapshot-cli.js')).snapshotCommand(args),
  pact: async (args) => (await import('./contract/pact-cli.js')).pactCommand(args),
  coverage: async (args) => (await import('./contract/coverage-cli.js')).coverageCommand(args),
  mcp: async (args) => (await import('./mcp-command.js')).mcpCommand(args),
}

/** The command named by the first argument, if it names one. */
export function commandOf(argv: string[]): Command | undefined {
  const [first] = argv
  return first !== undefined && Object.hasOwn(commands, first) ? commands[first] : undefined
}
