import { appendFileSync } from 'node:fs'
import type { Reporter, TestCase } from 'vitest/node'

type Artifact = Parameters<NonNullable<Reporter['onTestCaseArtifactRecord']>>[1]

/**
 * A Vitest reporter for the tests of the integration (test/vitest-fixtures.test.ts): every artifact
 * a test records, one JSON line each, to the file MESSAGING_MOCK_ARTIFACTS names.
 */
export default class ArtifactReporter implements Reporter {
  onTestCaseArtifactRecord(testCase: TestCase, artifact: Artifact): void {
    const file = process.env.MESSAGING_MOCK_ARTIFACTS as string
    appendFileSync(file, `${JSON.stringify({ test: testCase.name, artifact })}\n`)
  }
}
