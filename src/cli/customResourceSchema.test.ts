// A custom resource that breaks its CRD's schema, through the command line: the API server's 422
// comes from the storage step, before any validating webhook is called.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const fixture = join(import.meta.dirname, 'fixtures', 'prometheusrule-integer-label.yaml');

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('a custom resource against its CRD schema', () => {
  it('refuses a PrometheusRule whose label is an integer with the schema 422, calling no webhook', async () => {
    const r = await cli('run', fixture);
    expect(r.stdout).toContain(
      'Error from server (Invalid): PrometheusRule.monitoring.coreos.com "api-latency" is invalid: spec.groups[0].rules[0].labels.severity: Invalid value: "integer": spec.groups[0].rules[0].labels.severity in body must be of type string: "integer"',
    );
    expect(r.stdout).toContain('(schema) — written by the request');
    expect(r.stdout).not.toContain('prometheusrulevalidate.monitoring.coreos.com');
  });

  it("meets the scenario's expectation", async () => {
    const r = await cli('test', fixture);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('1 passed, 0 failed');
    expect(r.code).toBe(0);
  });
});
