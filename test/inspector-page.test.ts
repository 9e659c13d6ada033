import express from 'express'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildUi } from '../scripts/build-ui.js'
import { sendInspector } from '../src/http/pages.js'
import { problemHandler } from '../src/http/problems.js'
import { auth, expectProblem, smallApp } from './helpers.js'

/** Issue 8: GET /__ui serves the inspector; the browser tests drive it (test/browser/). */
describe('GET /__ui', () => {
  beforeAll(async () => {
    await buildUi()
  })

  it.each(['/__ui', '/__ui/', '/t/qa/__ui'])('%s is the page, which may load nothing from elsewhere', async (path) => {
    const res = await request(smallApp()).get(path)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'")
    expect(res.text).toContain('<title>messaging-mock inspector</title>')
    expect(res.text).not.toMatch(/<(script|link|img)[^>]+(src|href)="(https?:)?\/\//)
  })

  it('needs no admin token, while the control plane still does', async () => {
    const app = smallApp({ adminToken: 'sekret' })
    expect((await request(app).get('/__ui')).status).toBe(200)
    expectProblem(await request(app).get('/__state'), 401, 'unauthorized')
    expect((await request(app).get('/__state').set(auth('sekret'))).status).toBe(200)
  })

  it('answers 405 to another method', async () => {
    const res = await request(smallApp()).post('/__ui')
    expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('is 404 naming the build step when the page is not built', async () => {
    const app = express()
      .get('/__ui', (_req, res) => sendInspector(res, '/nonexistent/dist/ui'))
      .use(problemHandler(() => {}))
    const body = expectProblem(await request(app).get('/__ui'), 404, 'not_found')
    expect(body.detail).toBe('The inspector is not built: run `npm run build` in the messaging-mock package.')
  })
})
