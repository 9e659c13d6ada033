import { readFileSync } from 'node:fs'
import type { Express } from 'express'
import type { Response, Test } from 'supertest'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { createApp } from '../src/app.js'
import type { MockOptions } from '../src/engine/options.js'

/** A fixture of test/fixtures, parsed. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))
}

/** A fresh app over test/fixtures/small.json (or the options given). */
export function smallApp(options: MockOptions = {}): Express {
  return createApp({ fixtures: fixture('small'), seed: 1, ...options })
}

export const auth = (token = 'tok_ana') => ({ Authorization: `Bearer ${token}` })

export const json = { 'Content-Type': 'application/json' }

/** The content type of every JSON answer. */
export const JSON_TYPE = 'application/json; charset=utf-8'

/** A form body (a string, sent as application/x-www-form-urlencoded) or a JSON body. */
export type Body = string | Record<string, unknown>

/** Sends `body` on `req`: a string as a form, anything else as JSON. */
export function withBody(req: Test, body: Body): Test {
  return typeof body === 'string' ? req.type('form').send(body) : req.set(json).send(body)
}

/** Matches an id the server generated: `prefix`, an underscore and 20 alphanumerics. */
export const generated = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix}_[0-9A-Za-z]{20}$`))

/**
 * A contact the server created at `createdAt` (from a reference that matched nobody, or a fixture
 * contact without an id): a generated id, `fields`, and null for every other field.
 */
export const newContact = (createdAt: number, fields: Record<string, unknown>) => ({
  id: generated('ct'),
  username: null,
  phone_number: null,
  avatar_url: null,
  last_active_at: null,
  created_at: createdAt,
  ...fields,
})

/**
 * Freezes Date at `now` (Unix seconds) around every test of the file. Only Date is faked:
 * timestamps the server sets are exact, sockets and timers stay real. Call it before the
 * beforeEach that builds the app, so that what the app stamps when it loads is `now` too.
 */
export function freezeDate(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now * 1000)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/**
 * Asserts a problem response exactly: status, content type, code, and the failing params (in
 * order). Returns the body for further checks.
 */
export function expectProblem(res: Response, status: number, code: string, params: string[] = []) {
  expect(res.status).toBe(status)
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
  expect(res.body).toMatchObject({ type: 'about:blank', status, code })
  expect(Object.keys(res.body).sort()).toEqual(['code', 'detail', 'errors', 'status', 'title', 'type'])
  expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(params)
  return res.body as { detail: string; errors: { param: string; message: string }[]; title: string }
}

/** The ids of a list page, in order. */
export const ids = (res: Response): string[] => res.body.data.map((item: { id: string }) => item.id)
