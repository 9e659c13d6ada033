import { requestSchemas, type SchemaName, type Validators } from '../core/validation.js'
import {
  type ControlOperation,
  type ControlPath,
  controlPlane,
  operationsOf,
  requiredParameters,
} from '../routes/control-plane.js'
import { type OperationKit, storageRefused } from './operations.js'

export const controlPlaneTag = {
  name: 'Control plane',
  description:
    'Paths under /__ that a test suite drives: reset, state, fixtures, the request journal, the clock, injected faults, tenants, the world a page at a time, the metrics, and the pages. They need no token unless the server runs with --admin-token, and act on the tenant of the request.',
}

/** Who may call the control plane: anyone, or with --admin-token only the holder of that token. */
const adminSecurity = [{}, { adminToken: [] }]
/** Probes and the pages a browser opens by address, which can carry no bearer token. */
const openSecurity = [{}]
const tenantParameter = { $ref: '#/components/parameters/MockTenant' }
// Every path may be reached through /t/{tenant} or with X-Mock-Tenant, so every path may meet this.
const badTenant = 'X-Mock-Tenant or /t/{tenant} is not a tenant name, or they disagree (`invalid_parameter`)'
const fixtureExamples = { default: { $ref: '#/components/examples/DefaultFixture' } }
const textSchema = { type: 'string' }

/**
 * The control plane as OpenAPI paths, read off its table (src/engine/routes/control-plane.ts): each
 * operation with its parameters, body, answer and problems, under the one tag `Control plane`.
 */
export function controlPlanePaths(kit: OperationKit, validators: Validators): Record<string, unknown> {
  const { problem } = kit
  const unauthorized = problem('The server runs with --admin-token and the request does not carry it (`unauthorized`).')
  const otherMethod = problem('Known path, other method (`method_not_allowed`); header Allow.')
  const tooManyTenants = problem('A new tenant past --max-tenants (`too_many_tenants`).')
  const storage = problem(storageRefused)
  const notBuilt = problem('The page is not built: run `npm run build` in the package (`not_found`).')

  const pathParameters = (path: ControlPath) =>
    Object.entries(path.parameters ?? {}).map(([name, { description, schema }]) => ({
      name,
      in: 'path',
      required: true,
      description,
      schema: schema === undefined ? { type: 'string' } : kit.schema(schema),
    }))

  /** The query schema's properties as parameters, those it requires required. */
  const queryParameters = (name: SchemaName | undefined) => {
    if (name === undefined) return {}
    const ref = requestSchemas[name]
    const required = requiredParameters(validators, name)
    const parameters = kit
      .query(validators.schema(ref), ref.split('#')[0])
      .map((parameter) => (required.includes(parameter.name) ? { ...parameter, required: true } : parameter))
    return parameters.length === 0 ? {} : { parameters }
  }

  /** A fixture document, in a body or an answer: shown by the default fixture. */
  const fixtureContent = () => ({
    'application/json': { schema: kit.schema(requestSchemas.fixture), examples: fixtureExamples },
  })

  const requestBody = ({ id, body }: ControlOperation) => {
    if (body === undefined) return {}
    const schema = requestSchemas[body.schema]
    if (schema === requestSchemas.fixture) return { requestBody: { required: true, content: fixtureContent() } }
    return { requestBody: kit.body(id, schema, ['application/json']) }
  }

  const answer = ({ id, summary, answer }: ControlOperation) => {
    if ('page' in answer) return { '200': { description: summary, content: { [answer.page]: { schema: textSchema } } } }
    if ('document' in answer)
      return { '200': { description: answer.description, content: { [answer.document]: { schema: textSchema } } } }
    const { status = 200, schema, description, also = {} } = answer
    if (typeof schema !== 'string') return { [status]: { description, content: { 'application/json': { schema } } } }
    if (schema === requestSchemas.fixture) return { [status]: { description, content: fixtureContent() } }
    const json = kit.answer(id, schema, description)
    const others = Object.fromEntries(Object.entries(also).map(([type, alsoSchema]) => [type, { schema: alsoSchema }]))
    return { [status]: { ...json, content: { ...json.content, ...others } } }
  }

  /** The problems every operation may meet, then its own. What the host answers (pages, the metrics) lists no 429. */
  const problems = (path: ControlPath, { answer, refuses, problems }: ControlOperation) => ({
    '400': problem(refuses === undefined ? `${badTenant}.` : `${refuses}; or ${badTenant}.`),
    ...(path.open ? {} : { '401': unauthorized }),
    '405': otherMethod,
    ...('page' in answer
      ? { '404': notBuilt }
      : 'document' in answer
        ? { '404': problem(answer.absent) }
        : { '429': tooManyTenants, '507': storage }),
    ...Object.fromEntries(Object.entries(problems ?? {}).map(([status, text]) => [status, problem(text)])),
  })

  const operation = (path: ControlPath, op: ControlOperation) =>
    kit.operation(controlPlaneTag.name, {
      id: op.id,
      summary: op.summary,
      description: op.description,
      security: path.open ? openSecurity : adminSecurity,
      ...queryParameters(op.query),
      ...requestBody(op),
      responses: { ...answer(op), ...problems(path, op) },
    })

  const pathItem = (path: ControlPath) => {
    const parameters = [...(path.tenant === false ? [] : [tenantParameter]), ...pathParameters(path)]
    const operations = operationsOf(path).map(([method, op]) => [method, operation(path, op)])
    return { ...(parameters.length === 0 ? {} : { parameters }), ...Object.fromEntries(operations) }
  }

  return Object.fromEntries(controlPlane.map((path) => [path.path, pathItem(path)]))
}
