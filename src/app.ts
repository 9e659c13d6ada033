import express, { type Express, type Response } from 'express'
import { internal } from './engine/core/errors.js'
import { Engine } from './engine/engine.js'
import { Mock } from './engine/mock.js'
import type { MockOptions } from './engine/options.js'
import { corsOf } from './engine/request/cors.js'
import type { EngineAnswer } from './engine/request/exchange.js'
import { metricsDocument } from './engine/routes/metrics.js'
import { type FileOptions, fromFiles } from './fixture-files.js'
import { lingerAfterAnswer, oversizeHead } from './http/head.js'
import type { McpDoor } from './http/mcp.js'
import type { AppMetrics, StateDirReadings } from './http/metrics.js'
import { logWhenDone, type RequestLine } from './http/observe.js'
import { sendDocsPage, sendInspector, sendRedoc } from './http/pages.js'
import { readBody } from './http/params.js'
import { problemHandler, sendProblem } from './http/problems.js'
import { RequestCounts } from './http/request-counts.js'
import { writePieces } from './http/state-stream.js'
import { nodeTurn } from './http/turn.js'
import { isMcpTarget } from './mcp/door.js'
import { keepInDirNow, type StateDirChoice } from './state-dir/keep.js'

export interface AppOptions extends MockOptions, FileOptions, StateDirChoice {
  /** Called once per request when it ends (the CLI's request log). */
  log?: (line: RequestLine) => void
}

/**
 * The Express app of the mock, for supertest or your own server. Throws a FixtureError when the
 * fixtures are invalid.
 */
export function createApp(options: AppOptions = {}): Express {
  const mock = new Mock(fromFiles(options))
  if (options.stateDir !== undefined) {
    const kept = keepInDirNow(mock, { ...options, stateDir: options.stateDir })
    // An app has no close: the directory is written out and released when the process exits.
    process.once('exit', () => kept.close())
    return appFor(mock, options.log, kept)
  }
  return appFor(mock, options.log)
}

/** What the server answers itself, by the name the engine gives it: the pages, and the metrics of the app. */
type HostAnswers = Record<string, (res: Response) => void>

/** The pages, the same for every app. */
const pages: HostAnswers = {
  inspector: (res) => sendInspector(res),
  docs_page: (res) => sendDocsPage(res),
  docs_script: (res) => sendRedoc(res),
}

/**
 * The app over an existing Mock: Node's side of the engine (src/engine/engine.ts). Every request
 * meets one layer (each Express layer costs every request a little): common headers, the head's
 * size (an over-long one is refused, with the CORS headers a browser needs to read why, and never
 * journaled), the request log, the body read; then the engine answers (CORS included: a preflight
 * ends there), and its answer is written back and counted for the metrics (GET /__metrics), which
 * read the state directory too when `stateDir` is the one the mock is kept in.
 */
export function appFor(mock: Mock, log?: (line: RequestLine) => void, stateDir?: StateDirReadings): Express {
  const { options } = mock
  const selfCheck = mock.options.selfCheck ?? process.env.MESSAGING_MOCK_SELF_CHECK === '1'
  const engine = new Engine(mock, { turn: nodeTurn, selfCheck })
  const requests = new RequestCounts()
  // The metrics' registry, made on the first scrape: prom-client stays out of the start, as the MCP SDK does.
  let metrics: Promise<AppMetrics> | undefined
  const answers: HostAnswers = {
    ...pages,
    [metricsDocument]: (res) => {
      metrics ??= import('./http/metrics.js').then(({ appMetrics }) => appMetrics(mock, requests, stateDir))
      metrics.then(
        (made) => made.send(res, options.onBug),
        (error: unknown) => {
          options.onBug(error)
          sendProblem(res, internal())
        },
      )
    },
  }
  // The agents' door (/__mcp), made on its first request: the MCP SDK stays out of the start.
  let mcp: Promise<McpDoor> | undefined
  const agentDoor: McpDoor = async (req, res, body) => {
    mcp ??= import('./http/mcp.js').then(({ mcpEndpoint }) => mcpEndpoint(engine))
    await (await mcp)(req, res, body)
  }
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cache-Control', 'no-store')
    const started = performance.now()
    const oversize = oversizeHead(req)
    if (oversize !== null) {
      requests.record(undefined, oversize.status, (performance.now() - started) / 1000)
      // Refused before the engine reads it, with the CORS headers a page needs to read why.
      const cors = corsOf({ method: req.method, url: req.url, headers: req.headers }, options.corsOrigins)
      for (const name in cors?.headers) res.setHeader(name, cors.headers[name])
      lingerAfterAnswer(req)
      next(oversize)
      return
    }
    if (isMcpTarget(req.url)) {
      // Counted as the agents' door, once its answer is out (a stream may stay open long).
      res.once('finish', () => requests.record('mcp', res.statusCode, (performance.now() - started) / 1000))
      readBody(req, res, options.onBug, ({ body }) => void agentDoor(req, res, body).catch(next))
      return
    }
    const send = (answer: EngineAnswer) => {
      if (log !== undefined) logWhenDone(req, res, answer, started, log)
      requests.record(answer.operation, answer.status, (performance.now() - started) / 1000)
      write(res, answer, answers)
    }
    readBody(req, res, options.onBug, ({ body, bodyProblem }) => {
      const answer = engine.handle({ method: req.method, url: req.url, headers: req.headers, body, bodyProblem })
      if (answer instanceof Promise) answer.then(send, next)
      else send(answer)
    })
  })
  const drift = (body: unknown) => {
    const failures = mock.validators.responseFailures('problem', body)
    return failures.length === 0 ? null : failures.map((f) => `${f.path.join('.')} ${f.message}`).join('; ')
  }
  app.use(problemHandler(options.onBug, selfCheck ? drift : undefined))
  return app
}

/** Writes an answer of the engine. */
function write(res: Response, answer: EngineAnswer, answers: HostAnswers): void {
  res.statusCode = answer.status
  const { headers, body } = answer
  for (const name in headers) res.setHeader(name, headers[name])
  if (answer.page !== undefined) answers[answer.page](res)
  else if (typeof body === 'string') res.end(body, answer.latin1 ? 'latin1' : 'utf8')
  else if (body === null) res.end()
  else void writePieces(res, body)
}
