import { existsSync, readFileSync } from 'node:fs'
import express from 'express'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDocs } from '../scripts/build-docs.js'
import { sendDocsPage, sendRedoc } from '../src/http/pages.js'
import { problemHandler } from '../src/http/problems.js'
import { auth, expectProblem, smallApp } from './helpers.js'

/** Issue 14: GET /__docs is Redoc rendering /__openapi.json; the browser test drives it (test/browser/docs.test.ts). */
describe('GET /__docs', () => {
  beforeAll(async () => {
    await buildDocs()
  })

  it.each(['/__docs', '/__docs/', '/t/qa/__docs'])(
    '%s is the page, which may load nothing from elsewhere',
    async (path) => {
      const res = await request(smallApp()).get(path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; " +
          "img-src 'self' data:; worker-src blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      )
      expect(res.text).toContain('<title>messaging-mock API reference</title>')
      expect(res.text).not.toMatch(/(src|href)="(https?:)?\/\//)
    },
  )

  it('serves Redoc from the package, cacheable, without its logo from a CDN', async () => {
    const res = await request(smallApp()).get('/__docs/redoc.js')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.text.startsWith('/*! For license information please see redoc.standalone.js.LICENSE.txt */')).toBe(true)
    expect(res.text).not.toContain('cdn.redoc.ly')
    const again = await request(smallApp())
      .get('/__docs/redoc.js')
      .set('If-Modified-Since', res.headers['last-modified'])
    expect(again.status).toBe(304)
  })

  it('ships the licences beside the bundle', () => {
    const dir = new URL('../dist/pages/docs/', import.meta.url)
    expect(readFileSync(new URL('redoc.LICENSE', dir), 'utf8')).toContain('The MIT License (MIT)')
    expect(existsSync(new URL('redoc.standalone.js.LICENSE.txt', dir))).toBe(true)
  })

  it('needs no admin token, while the document it shows still does', async () => {
    const app = smallApp({ adminToken: 'sekret' })
    expect((await request(app).get('/__docs')).status).toBe(200)
    expect((await request(app).get('/__docs/redoc.js')).status).toBe(200)
    expectProblem(await request(app).get('/__openapi.json'), 401, 'unauthorized')
    expect((await request(app).get('/__openapi.json').set(auth('sekret'))).status).toBe(200)
  })

  it.each(['/__docs', '/__docs/redoc.js'])('%s answers 405 to another method', async (path) => {
    const res = await request(smallApp()).post(path)
    expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it.each(['/__docs', '/__docs/redoc.js'])('%s is 404 naming the build step when it is not built', async (path) => {
    const app = express()
      .get('/__docs', (_req, res) => sendDocsPage(res, '/nonexistent/dist/docs'))
      .get('/__docs/redoc.js', (_req, res) => sendRedoc(res, '/nonexistent/dist/docs'))
      .use(problemHandler(() => {}))
    const body = expectProblem(await request(app).get(path), 404, 'not_found')
    expect(body.detail).toBe('The API reference is not built: run `npm run build` in the messaging-mock package.')
  })
})
