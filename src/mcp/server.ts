import {
  fromJsonSchema,
  type JsonSchemaValidator,
  type jsonSchemaValidator,
  McpServer,
  ResourceTemplate,
  UriTemplate,
  type Variables,
} from '@modelcontextprotocol/server'
import type { ToolSpec } from './tools.js'

/** How the MCP server reaches the mock: a fetch of its own (in-process), or over HTTP (`--url`). */
export interface MockLine {
  /** Answers a request to the mock (`Request` in, `Response` out). */
  fetch: (request: Request) => Promise<Response>
  /** The mock's base URL: its paths go after it. */
  url: string
  /** The admin token the control plane asks for, if the mock has one. */
  adminToken?: string
}

/** What the server tells an agent when it connects: how this mock is meant to be driven. */
export const instructions = `messaging-mock: an in-memory mock of a messaging API (messages, groups, contacts, conversations) for testing its clients.
- Work in a tenant of your own (the tenant argument of every tool; any name of A-Z a-z 0-9 . _ -): it is a world of its own, and the app under test reaches it at <mock>/t/<tenant>.
- Freeze the clock first (set_clock { now }) so that times are repeatable; move it with set_clock { advance } to run what the others do on their own (set_activity).
- The /v1 tools call the API as a caller: token tok_ana, tok_ben... (list_fixtures and export_state show the world). A refusal comes back as an error result with the API's problem document.
- list_requests (or the journal resource) shows what a client sent; read_coverage with format markdown what no request exercised; add_fault makes the next requests fail.
- reset_tenant puts the tenant back to its fixture's baseline when you are done.`

/** A tool call's arguments, as the input schema lets them be. */
type Arguments = Record<string, unknown>

/**
 * The mock is the judge of what a call sends: a wrong value gets the problem document the API gives
 * (an empty message, an unknown conversation), which is what an agent checking a client needs to
 * see. So the SDK passes the arguments on unchecked; an argument no parameter is named after, which
 * the mock would never see, is refused by the tool itself.
 */
const theMockJudges: jsonSchemaValidator = {
  getValidator<T>(): JsonSchemaValidator<T> {
    return (input) => ({ valid: true, data: input as T, errorMessage: undefined })
  },
}

/**
 * The MCP server of a mock: a tool for every operation of its OpenAPI document (`document`, read
 * off the control plane's and the resources' tables), resources for the journal, the coverage and
 * the world, and the instructions. A tool's call is the request its operation describes, sent to
 * the mock as an HTTP client would send it; a refusal is a tool result with `isError` and the
 * problem document, never a protocol error.
 */
export function mcpServerOf(tools: ToolSpec[], line: MockLine, version: string): McpServer {
  const server = new McpServer({ name: 'messaging-mock', version }, { instructions })
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: fromJsonSchema<Arguments>(tool.inputSchema as never, theMockJudges),
        annotations: tool.annotations,
      },
      async (given: Arguments) => {
        const args = typeof given === 'object' && given !== null ? given : {}
        const known = Object.keys(tool.inputSchema.properties as object)
        const unknown = Object.keys(args).filter((name) => !known.includes(name))
        if (unknown.length > 0)
          return refusal(`Unknown arguments: ${unknown.join(', ')}. ${tool.name} takes: ${known.join(', ')}.`)
        // Without its value a path parameter is an empty segment, and the path another operation's
        // (retrieve_message without id would list the messages): the mock could not tell.
        const unfilled = tool.pathParameters.filter((name) => args[name] === undefined || String(args[name]) === '')
        if (unfilled.length > 0)
          return refusal(`Missing arguments: ${unfilled.join(', ')} (in the path ${tool.path}, never empty).`)
        const response = await line.fetch(requestOf(tool, args, line))
        const text = await response.text()
        return {
          content: [{ type: 'text', text: text === '' ? String(response.status) : text }],
          isError: response.status >= 400,
        }
      },
    )
  }
  // The resources read what the tools of their operations read: the same request, the same filters.
  const read = async (uri: URL, name: string, args: Arguments) => {
    const response = await line.fetch(requestOf(operation(name), args, line))
    const mimeType = (response.headers.get('content-type') ?? 'application/json').split(';')[0]
    return { contents: [{ uri: uri.href, mimeType, text: await response.text() }] }
  }
  const operation = (name: string) => tools.find((tool) => tool.name === name) as ToolSpec
  const filters = operation('list_requests').queryParameters
  server.registerResource(
    'journal',
    new ResourceTemplate(new QueryTemplate('messaging-mock://journal', ['tenant', ...filters]), { list: undefined }),
    {
      title: 'Request journal',
      description: `What a tenant's clients sent to /v1 and what they got, newest first; filter by ${filters.join(', ')}.`,
      mimeType: 'application/json',
    },
    (uri, variables) => read(uri, 'list_requests', variables),
  )
  server.registerResource(
    'coverage',
    new ResourceTemplate(new QueryTemplate('messaging-mock://coverage', ['tenant']), { list: undefined }),
    {
      title: 'Contract coverage',
      description:
        "What a tenant's requests exercised of the contract since its reset, and what they never tried, in Markdown.",
      mimeType: 'text/markdown',
    },
    (uri, variables) => read(uri, 'read_coverage', { ...variables, format: 'markdown' }),
  )
  server.registerResource(
    'world',
    new ResourceTemplate(new QueryTemplate('messaging-mock://world', ['tenant']), { list: undefined }),
    {
      title: 'World summary',
      description:
        "A tenant's world at a glance: counts of contacts, groups, conversations, messages, tokens; its versions.",
      mimeType: 'application/json',
    },
    (uri, variables) => read(uri, 'read_world', variables),
  )
  return server
}

/**
 * A resource's template of query variables only (`messaging-mock://journal{?tenant,status}`),
 * matching a URI with any of them, in any order, none included, as RFC 6570 means. The SDK's own
 * match (2.4.0) asks for every variable, in the template's order
 * (modelcontextprotocol/typescript-sdk#1079): a journal read with one filter, or a coverage without
 * a tenant, would be "resource not found". A query's other names are left out, as its fix does,
 * and an empty value is none.
 */
class QueryTemplate extends UriTemplate {
  readonly #base: string
  readonly #names: string[]

  constructor(base: string, names: string[]) {
    super(`${base}{?${names.join(',')}}`)
    this.#base = base
    this.#names = names
  }

  override match(uri: string): Variables | null {
    const at = uri.indexOf('?')
    if ((at === -1 ? uri : uri.slice(0, at)) !== this.#base) return null
    const query = new URLSearchParams(at === -1 ? '' : uri.slice(at + 1))
    const variables: Variables = {}
    for (const name of this.#names) {
      const value = query.get(name)
      if (value !== null && value !== '') variables[name] = value
    }
    return variables
  }
}

/** A call the tool refuses itself, as the mock refuses one: an error result that says why. */
function refusal(text: string) {
  return { content: [{ type: 'text' as const, text }], isError: true }
}

/** The request a call of `tool` with `args` makes. */
function requestOf(tool: ToolSpec, args: Arguments, line: MockLine): Request {
  const path = tool.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(args[name] ?? '')))
  const query = new URLSearchParams()
  for (const name of tool.queryParameters) if (args[name] !== undefined) query.set(name, String(args[name]))
  const headers: Record<string, string> = {}
  if (tool.api) headers.Authorization = `Bearer ${String(args.token ?? '')}`
  else if (line.adminToken !== undefined) headers.Authorization = `Bearer ${line.adminToken}`
  const hasBody = tool.body && args.body !== undefined
  if (hasBody) headers['Content-Type'] = 'application/json'
  // A tenant given as another type (5) is still named, as /t/5 names it: the call must not fall
  // back on the default tenant, a world the agent was not given. Null is no tenant, as absent.
  const given = args.tenant === undefined || args.tenant === null ? undefined : String(args.tenant)
  const tenant = tool.tenant ? given : undefined
  return new Request(urlOf(line, path, tenant, query), {
    method: tool.method,
    headers,
    body: hasBody ? JSON.stringify(args.body) : undefined,
  })
}

/** The URL of a path of the mock, in a tenant's prefix when one is named. */
function urlOf(line: MockLine, path: string, tenant: string | undefined, query: URLSearchParams): string {
  const prefix = tenant === undefined ? '' : `/t/${encodeURIComponent(tenant)}`
  const search = query.size > 0 ? `?${query}` : ''
  return `${line.url}${prefix}${path}${search}`
}
