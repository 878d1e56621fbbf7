import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'ap-cli-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

const denying = `
request:
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: default } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: deny }
      webhooks:
        - name: deny.example.com
          clientConfig: { url: "https://deny.example.com/" }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps] }]
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  deny.example.com:
    response: { allowed: false, warnings: [careful], status: { code: 403, reason: Forbidden, message: denied } }
`;
const expecting = (expect: string): string => `${denying}expect:\n${expect}`;

describe('admission-playground run', () => {
  it('prints what kubectl would print, then the steps', async () => {
    const r = await cli('run', file('deny.yaml', denying));
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Warning: careful',
      'Error from server (Forbidden): admission webhook "deny.example.com" denied the request: denied',
    ]);
    expect(r.stdout).toContain('Steps:\n1. ');
  });

  it.each([
    ['json', (out: string) => JSON.parse(out).status.code],
    ['summary', (out: string) => /code: (\d+)/.exec(out)?.[1] && Number(/code: (\d+)/.exec(out)?.[1])],
  ])('prints the %s output', async (format, code) => {
    const r = await cli('run', file('deny.yaml', denying), '--output', format);
    expect(code(r.stdout)).toBe(403);
    expect(r.stdout.includes('"trace"') || r.stdout.includes('trace:')).toBe(format === 'json');
  });

  it('answers 2 with file:line:column for a scenario that does not parse', async () => {
    const path = file('bad.yaml', 'request:\n  operation: PATCH\n');
    const r = await cli('run', path);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${path}:2:14: invalid value at /request/operation: expected one of CREATE, UPDATE, DELETE, CONNECT (at /request/operation)\n`);
  });

  it('answers 2 for an unknown output format', async () => {
    expect((await cli('run', file('deny.yaml', denying), '--output', 'xml')).code).toBe(2);
  });
});

describe('admission-playground test', () => {
  it('passes a scenario that meets its expectation and prints the closing count', async () => {
    const r = await cli('test', file('pass.yaml', expecting('  allowed: false\n  code: 403\n  calls: [deny.example.com]\n')));
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('1 passed, 0 failed');
  });

  it('answers 1 and says what differs when an expectation fails', async () => {
    const r = await cli('test', file('fail.yaml', expecting('  allowed: true\n')));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('allowed: expected true, got false');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  });

  it('answers 2 when a scenario is invalid', async () => {
    const r = await cli('test', file('invalid.yaml', 'respnse: {}\n'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('invalid.yaml:1:1: unknown field "respnse"');
  });

  it('skips, saying why, a scenario whose webhook server needs a later feature', async () => {
    const r = await cli('test', file('script.yaml', expecting('  allowed: true\n').replace('response: { allowed: false, warnings: [careful], status: { code: 403, reason: Forbidden, message: denied } }', 'script: "export default () => ({ allowed: true })"')));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('skip ');
    expect(r.stdout).toContain('script webhooks are not supported yet');
  });
});
