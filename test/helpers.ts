import { readFileSync } from 'node:fs'
import type { Express } from 'express'
import type { Response } from 'supertest'
import { expect } from 'vitest'
import { createApp } from '../src/app.js'
import type { MockOptions } from '../src/options.js'

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
