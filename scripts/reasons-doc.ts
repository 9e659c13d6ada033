/**
 * docs/reasons.md, the catalogue of reason codes, written from the module that gives each code its
 * meaning (src/engine/core/reasons.ts): its code, when it is given, its values and the example a
 * real request makes (test/reasons.test.ts). `npm run types` writes it with the other generated
 * files, and the test of the generated files fails when it drifts.
 */
import { catalogue, reasonCodes } from '../src/engine/core/reasons.js'

/**
 * Text for a Markdown table's cell: one line, its pipes escaped, and `<token>` kept from reading as
 * HTML outside code spans (inside one, an entity would show as written).
 */
const cell = (text: string) =>
  text
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ')
    .split('`')
    .map((part, i) => (i % 2 === 0 ? part.replaceAll('<', '&lt;') : part))
    .join('`')

export function reasonsDoc(): string {
  const rows = reasonCodes.map((code) => {
    const entry = catalogue[code]
    const values = Object.entries(entry.values as Record<string, string>)
      .map(([name, what]) => `\`${name}\`: ${what}`)
      .join('; ')
    const [message, hint] = entry.example
    const example = hint === undefined ? message : `${message} *${hint}*`
    return `| \`${code}\` | ${cell(entry.when)} | ${cell(values || 'none')} | ${cell(example)} |`
  })
  return `<!-- Generated from src/engine/core/reasons.ts by \`npm run types\`: do not edit. -->

# Why the mock answered so: the reason codes

Back to the [README](../README.md).

Every journal entry carries \`why\`: the decisions that made its answer, in the order they were
made, the last the one that decided it. Each reason is a stable \`code\`, a \`message\` with the
names and values involved, a \`hint\` (what would have made it different, or \`null\`) and its
\`values\`:

\`\`\`json
{
  "code": "message.hidden",
  "message": "${catalogue['message.hidden'].example[0]}",
  "hint": "${catalogue['message.hidden'].example[1]}",
  "values": { "id": "msg_c1", "conversation": "conv_cleo", "caller": "ct_ana", "participants": ["ct_cleo", "ct_dan"] }
}
\`\`\`

Reasons live only on the mock's side. The API's answers do not change: a caller who may not see a
message gets the 404 of a message that does not exist, byte for byte, and only the journal says
which it was. They are made as data where each decision is made (the engine, the store, the
tables); the sentence is written when the journal is read.

Where to read them: \`GET /__requests\` (\`?reason=<code>\` keeps the requests with a reason of
that code), the inspector's Requests view, the request log (a line for each answer that is not a
2xx), the MCP tool \`list_requests\` and resource \`messaging-mock://journal\`, the attachments
of a failed Playwright or Vitest test, and \`requests()\` of a handle. The coverage report counts
them (\`reasons\`).

The examples are what requests against the repository's \`test/fixtures/small.json\`, its clock
frozen at 1767225600 and seed 1, give; \`test/reasons.test.ts\` makes each of them.

| Code | When it is given | Values | Example (*hint*) |
|---|---|---|---|
${rows.join('\n')}
`
}
