import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLinkArgument } from './load.ts';
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

const captured = { stdout: '', stderr: '' };
/** An Output that keeps what a command writes in `captured`, cleared first. */
const capture = () => {
  captured.stdout = '';
  captured.stderr = '';
  return {
    stdout: (s: string) => (captured.stdout += s),
    stderr: (s: string) => (captured.stderr += s),
  };
};

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
    [
      'summary',
      (out: string) => /code: (\d+)/.exec(out)?.[1] && Number(/code: (\d+)/.exec(out)?.[1]),
    ],
  ])('prints the %s output', async (format, code) => {
    const r = await cli('run', file('deny.yaml', denying), '--output', format);
    expect(code(r.stdout)).toBe(403);
    expect(r.stdout.includes('"trace"') || r.stdout.includes('trace:')).toBe(format === 'json');
  });

  it('answers 2 with file:line:column for a scenario that does not parse', async () => {
    const path = file('bad.yaml', 'request:\n  operation: PATCH\n');
    const r = await cli('run', path);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `${path}:2:14: invalid value at /request/operation: expected one of CREATE, UPDATE, DELETE, CONNECT (at /request/operation)\n`,
    );
  });

  it('answers 2 for an unknown output format', async () => {
    expect((await cli('run', file('deny.yaml', denying), '--output', 'xml')).code).toBe(2);
  });
});

describe('admission-playground test', () => {
  it('passes a scenario that meets its expectation and prints the closing count', async () => {
    const r = await cli(
      'test',
      file('pass.yaml', expecting('  allowed: false\n  code: 403\n  calls: [deny.example.com]\n')),
    );
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

  // A custom resource converted for an Equivalent webhook: the result lists that conversion as not
  // simulated (only apiVersion changes). The expectation is false so that only the flag may excuse it.
  const leaning = (): string =>
    file(
      'leaning.yaml',
      `
request:
  object: { apiVersion: example.com/v2, kind: Widget, metadata: { name: w, namespace: default } }
cluster:
  objects:
    - apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata: { name: widgets.example.com }
      spec:
        group: example.com
        scope: Namespaced
        names: { plural: widgets, singular: widget, kind: Widget }
        versions:
          - { name: v1, served: true, storage: true, schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } } }
          - { name: v2, served: true, storage: false, schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } } }
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: widgets }
      webhooks:
        - name: widgets.example.com
          clientConfig: { url: "https://widgets.example.com/" }
          rules: [{ operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets] }]
          sideEffects: None
          admissionReviewVersions: [v1]
expect:
  allowed: false
`,
    );

  it('fails an unmet expectation even when the result lists something not simulated, and names it', async () => {
    const r = await cli('test', leaning());
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^FAIL .*leaning\.yaml: allowed: expected false, got true \(not simulated: conversion\)$/m,
    );
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  });

  it('counts such a failure as a skip only with --skip-not-simulated', async () => {
    const r = await cli(
      'test',
      '--skip-not-simulated',
      leaning(),
      file('fail2.yaml', expecting('  allowed: true\n')),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^skip .*leaning\.yaml: allowed: expected false, got true \(not simulated: conversion\)$/m,
    );
    expect(r.stdout).toMatch(/^FAIL .*fail2\.yaml: allowed: expected true, got false$/m);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed, 1 skipped');
  });

  it('refuses an unknown flag', async () => {
    const r = await cli('test', '--skip-everything', leaning());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown flag "--skip-everything"');
  });

  const scripted = (script: string, expect: string) =>
    expecting(expect).replace(
      'response: { allowed: false, warnings: [careful], status: { code: 403, reason: Forbidden, message: denied } }',
      `script: ${JSON.stringify(script)}`,
    );

  it('runs a script webhook in its sandbox and checks the expectation against its answer', async () => {
    const r = await cli(
      'test',
      file(
        'script.yaml',
        scripted(
          'export default (review) => ({ allowed: review.request.operation === "CREATE" })',
          '  allowed: true\n',
        ),
      ),
    );
    expect(r.stdout).toContain('ok   ');
    expect(r.code).toBe(0);
  });

  it('places a script that does not compile at its line and column in the file', async () => {
    const path = file(
      'broken.yaml',
      scripted('export default () => ({ allowed: true ]', '  allowed: true\n'),
    );
    const r = await cli('test', path);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: SyntaxError: Unexpected token \\(script line 1, column 39\\)`,
      ),
    );
  });
});

describe('admission-playground link', () => {
  const env = {};

  it('prints the link of a scenario file at the default address', async () => {
    const r = await main(['link', file('deny.yaml', denying)], capture(), env);
    expect(r).toBe(0);
    expect(captured.stdout).toMatch(
      /^https:\/\/admission-playground\.example\/#v2\.[A-Za-z0-9_-]+\n$/,
    );
  });

  it.each([
    ['--base', ['--base', 'http://localhost:5173/play/'], {}, 'http://localhost:5173/play/#v2.'],
    ['--base=', ['--base=http://localhost:5173/'], {}, 'http://localhost:5173/#v2.'],
    [
      'the environment',
      [],
      { ADMISSION_PLAYGROUND_URL: 'https://play.internal/' },
      'https://play.internal/#v2.',
    ],
    [
      '--base over the environment',
      ['--base', 'https://a.example/'],
      { ADMISSION_PLAYGROUND_URL: 'https://b.example/' },
      'https://a.example/#v2.',
    ],
    [
      'a base whose own fragment is dropped',
      ['--base', 'https://a.example/#old'],
      {},
      'https://a.example/#v2.',
    ],
  ])('points at the address from %s', async (_, flags, variables, start) => {
    expect(await main(['link', file('deny.yaml', denying), ...flags], capture(), variables)).toBe(
      0,
    );
    expect(captured.stdout.startsWith(start)).toBe(true);
  });

  it('appends the step given with --step', async () => {
    expect(await main(['link', file('deny.yaml', denying), '--step', '3'], capture(), env)).toBe(0);
    expect(captured.stdout).toMatch(/#v2\.[A-Za-z0-9_-]+\.3\n$/);
  });

  it.each([
    ['a step that is not a number', ['--step', 'x']],
    ['an unknown flag', ['--short']],
    ['no file', []],
  ])('answers 2 for %s', async (_, argv) => {
    const args = argv.length === 0 ? ['link'] : ['link', file('deny.yaml', denying), ...argv];
    expect(await main(args, capture(), env)).toBe(2);
  });

  it('answers 2 with file:line:column for a file that is not YAML', async () => {
    const path = file('broken.yaml', 'request: {\n');
    expect(await main(['link', path], capture(), env)).toBe(2);
    expect(captured.stderr).toMatch(new RegExp(`^${path}:\\d+:\\d+: `));
  });

  it('writes a link that `run` replays exactly as the file', async () => {
    const path = file('deny.yaml', denying);
    await main(['link', path], capture(), env);
    const link = captured.stdout.trim();
    const fromFile = await cli('run', path, '--output', 'json');
    for (const form of [link, link.slice(link.indexOf('#')), link.slice(link.indexOf('#') + 1)]) {
      const fromLink = await cli('run', form, '--output', 'json');
      expect(fromLink.code).toBe(0);
      expect(fromLink.stdout).toBe(fromFile.stdout);
    }
  });
});

describe('admission-playground run and test with a link', () => {
  const linkOf = async (text: string): Promise<string> => {
    await main(['link', file('linked.yaml', text)], capture(), {});
    return captured.stdout.trim();
  };

  it.each([
    [
      'a corrupt link',
      'https://admission-playground.example/#v1.%%%',
      'link: this link is damaged: "%" at character 1 of the payload is not base64url; copy the whole link again\n',
    ],
    [
      'a cut link',
      '#v1.',
      'link: this link is cut off: the scenario in it ends early; copy the whole link again\n',
    ],
    [
      'a link from a newer playground',
      'v7.abc',
      'link: this link was made by a newer version of the playground (v7); this version opens v1 and v2 links\n',
    ],
  ])('answers 2 and says why for %s', async (_, link, message) => {
    const r = await cli('run', link);
    expect(r).toEqual({ code: 2, stdout: '', stderr: message });
  });

  it('answers 2 with link:line:column for a link whose scenario is invalid', async () => {
    const r = await cli('run', await linkOf('request:\n  operation: PATCH\n'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^link:\d+:\d+: invalid value at \/request\/operation: expected one of CREATE, UPDATE, DELETE, CONNECT/,
    );
  });

  it('checks the expectation a link carries', async () => {
    const r = await cli('test', await linkOf(expecting('  allowed: false\n  code: 403\n')));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ok {3}link v2\.\S{21}…\n1 passed, 0 failed\n$/);
  });

  it.each([
    ['a link', 'https://x.example/#v1.abc', true],
    ['a fragment', '#v1.abc', true],
    ['a bare fragment', 'v1.abc', true],
    ['a scenario file named like a version', 'v1.yaml', false],
    ['a path', 'scenarios/01.yaml', false],
  ])('tells %s (%s) from a file', (_, arg, expected) => {
    expect(isLinkArgument(arg, () => false)).toBe(expected);
  });

  it('takes an existing file whose name looks like a fragment for a file', () => {
    expect(isLinkArgument('v1.abc', (path) => path === 'v1.abc')).toBe(false);
  });
});
