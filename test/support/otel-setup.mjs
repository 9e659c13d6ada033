// An app's own OpenTelemetry setup, as OpenTelemetry documents it for Node and nothing of the
// mock's: test/otel.test.ts starts test/support/register-app.mjs with
// `node --import ./test/support/otel-setup.mjs`. The provider's register() sets the
// AsyncLocalStorage context manager and the default W3C propagators (tracecontext and baggage),
// so the http instrumentation reads `baggage` from each request the server takes, and the http and
// undici instrumentations write it on each request made inside it.
import { register } from 'node:module'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'

// The app is ESM, and OpenTelemetry's ESM support needs its loader hook (doc/esm-support.md).
// Without it, node:http is patched only if some CommonJS module require()s it after this file
// (in register-app.mjs, axios's form-data happens to), and `import { request } from 'node:http'`
// never is: an ESM import of a builtin copies its named exports once, before any patch. With it,
// import-in-the-middle hands every importer of node:http a module whose exports the patch reaches.
// (Node 26 warns that module.register() is deprecated, DEP0205; it still works.)
register('@opentelemetry/instrumentation/hook.mjs', import.meta.url)

new NodeTracerProvider().register()
registerInstrumentations({ instrumentations: [new HttpInstrumentation(), new UndiciInstrumentation()] })
