import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';
import { MAX_SCENARIO_CHARS, parseScenario } from './parse.ts';
import type { ParsedScenario } from './parse.ts';

function parsed(text: string): ParsedScenario {
  const result = parseScenario(text);
  if (!result.ok) throw new Error(JSON.stringify(result.error, null, 2));
  return result.value;
}

const MINIMAL = 'apiVersion: playground.admission/v1\nkind: AdmissionScenario\n';

const SCENARIO_FOLDERS = [
  { name: 'the shared conformance scenarios', folder: sharedFolder('conformance') },
  { name: 'the gallery scenarios', folder: join(import.meta.dirname, '../../../scenarios') },
];

for (const { name, folder } of SCENARIO_FOLDERS) {
  const files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));
  describe(`parseScenario on ${name}`, () => {
    it('holds scenarios', () => expect(files.length).toBeGreaterThan(0));
    it.each(files.map((file) => ({ file })))('parses $file without errors', ({ file }) => {
      const { scenario } = parsed(readFileSync(join(folder, file), 'utf8'));
      expect(scenario.kind).toBe('AdmissionScenario');
    });
  });
}

describe('parseScenario defaults', () => {
  const { scenario } = parsed(MINIMAL);
  it.each([
    { name: 'name is empty', actual: scenario.name, expected: '' },
    { name: 'kubernetesVersion is 1.32', actual: scenario.kubernetesVersion, expected: '1.32' },
    { name: 'the operation is CREATE', actual: scenario.request.operation, expected: 'CREATE' },
    { name: 'there is no subresource', actual: scenario.request.subResource, expected: '' },
    { name: 'it is not a dry run', actual: scenario.request.dryRun, expected: false },
    {
      name: 'the user is kubernetes-admin',
      actual: scenario.request.userInfo,
      expected: {
        username: 'kubernetes-admin',
        groups: ['system:masters', 'system:authenticated'],
        extra: {},
      },
    },
    {
      name: 'no plugins are enabled or disabled',
      actual: scenario.cluster.admissionPlugins,
      expected: { enable: [], disable: [] },
    },
    { name: 'no feature gates are set', actual: scenario.cluster.featureGates, expected: {} },
    { name: 'there are no objects', actual: scenario.cluster.objects, expected: [] },
    { name: 'there are no webhook behaviours', actual: scenario.webhooks, expected: {} },
    {
      name: 'optional fields are left out',
      actual: Object.keys(scenario).sort(),
      expected: [
        'apiVersion',
        'cluster',
        'kind',
        'kubernetesVersion',
        'name',
        'request',
        'webhooks',
      ],
    },
  ])('defaults so that $name', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    {
      name: 'apiVersion and kind when left out',
      text: 'name: x\n',
      pick: (p: ParsedScenario) => [p.scenario.apiVersion, p.scenario.kind],
      expected: ['playground.admission/v1', 'AdmissionScenario'],
    },
    {
      name: 'groups and extra of a given user to empty',
      text: `${MINIMAL}request: {userInfo: {username: alice}}\n`,
      pick: (p: ParsedScenario) => p.scenario.request.userInfo,
      expected: { username: 'alice', groups: [], extra: {} },
    },
    {
      name: 'the core group of a resource',
      text: `${MINIMAL}request: {resource: {version: v1, resource: pods}}\n`,
      pick: (p: ParsedScenario) => p.scenario.request.resource,
      expected: { group: '', version: 'v1', resource: 'pods' },
    },
    {
      name: 'latencyMs of a behaviour to 0',
      text: `${MINIMAL}webhooks: {a.example.com: {response: {allowed: true}}}\n`,
      pick: (p: ParsedScenario) => p.scenario.webhooks['a.example.com'],
      expected: { latencyMs: 0, response: { allowed: true }, pointer: '/webhooks/a.example.com' },
    },
    {
      name: 'an empty behaviour entry',
      text: `${MINIMAL}webhooks:\n  a/b:\n`,
      pick: (p: ParsedScenario) => p.scenario.webhooks['a/b'],
      expected: { latencyMs: 0, pointer: '/webhooks/a~1b' },
    },
    {
      name: 'a null section like an absent one',
      text: `${MINIMAL}request:\nexpect:\n`,
      pick: (p: ParsedScenario) => [p.scenario.request.operation, p.scenario.expect],
      expected: ['CREATE', undefined],
    },
  ])('defaults $name', ({ text, pick, expected }) => {
    expect(pick(parsed(text))).toEqual(expected);
  });

  it('gives every call a fresh default user, so one run cannot change the next', () => {
    const first = parsed(MINIMAL).scenario.request.userInfo;
    first.groups.push('mutated');
    expect(parsed(MINIMAL).scenario.request.userInfo.groups).not.toContain('mutated');
  });
});

describe('parseScenario values', () => {
  it.each([
    { name: 'an unquoted YAML number 1.32', text: 'kubernetesVersion: 1.32\n', expected: '1.32' },
    { name: 'a string 1.34', text: 'kubernetesVersion: "1.34"\n', expected: '1.34' },
  ])('accepts $name as kubernetesVersion', ({ text, expected }) => {
    expect(parsed(text).scenario.kubernetesVersion).toBe(expected);
  });

  it('reads JSON input', () => {
    const json = JSON.stringify(
      {
        apiVersion: 'playground.admission/v1',
        kind: 'AdmissionScenario',
        request: { operation: 'UPDATE', object: { kind: 'Pod', metadata: { name: 'p' } } },
        webhooks: { 'w.example.com': { latencyMs: 5, fail: 'timeout' } },
        expect: { allowed: false, code: 500, calls: ['w.example.com'] },
      },
      null,
      2,
    );
    const { scenario, spans } = parsed(json);
    expect(scenario.request).toMatchObject({
      operation: 'UPDATE',
      object: { kind: 'Pod', metadata: { name: 'p' } },
    });
    expect(scenario.webhooks['w.example.com']).toEqual({
      latencyMs: 5,
      fail: 'timeout',
      pointer: '/webhooks/w.example.com',
    });
    expect(scenario.expect).toEqual({ allowed: false, code: 500, calls: ['w.example.com'] });
    expect(spans.spanOf('/webhooks/w.example.com/fail')).toMatchObject({ line: 16, column: 15 });
  });

  it('keeps YAML 1.1 values inside Kubernetes objects as kubectl does', () => {
    const { scenario } = parsed(
      'request:\n  object: {data: {a: yes, b: 0777, c: 2024-01-02, on: x}}\n',
    );
    expect(scenario.request.object).toEqual({
      data: { a: true, b: 511, c: '2024-01-02', true: 'x' },
    });
  });

  it('keeps unknown fields inside Kubernetes objects and responses', () => {
    const { scenario } = parsed(
      'request: {object: {spek: 1}}\nwebhooks: {w: {response: {allowd: true}}}\n',
    );
    expect(scenario.request.object).toEqual({ spek: 1 });
    expect(scenario.webhooks['w']?.response).toEqual({ allowd: true });
  });

  it('accepts a spoiling fail mode together with the response it spoils', () => {
    const { scenario } = parsed(
      'webhooks: {w: {fail: missing-patch-type, response: {allowed: true}}}\n',
    );
    expect(scenario.webhooks['w']).toMatchObject({
      fail: 'missing-patch-type',
      response: { allowed: true },
    });
  });

  it('reads cases, responses and scripts', () => {
    const { scenario } = parsed(
      'webhooks:\n  a: {cases: [{when: "true", response: {allowed: false}}, {response: {allowed: true}}]}\n  b: {responses: [{allowed: true}, {allowed: false}]}\n  c: {script: "export default () => ({allowed: true})", latencyMs: 2.5}\n',
    );
    expect(scenario.webhooks['a']?.cases).toEqual([
      { when: 'true', response: { allowed: false } },
      { response: { allowed: true } },
    ]);
    expect(scenario.webhooks['b']?.responses).toEqual([{ allowed: true }, { allowed: false }]);
    expect(scenario.webhooks['c']).toMatchObject({
      script: 'export default () => ({allowed: true})',
      latencyMs: 2.5,
    });
  });
});

describe('parseScenario limits', () => {
  it('refuses text over the limit quickly with an error at 1:1', () => {
    const text = `${MINIMAL}description: "${'x'.repeat(MAX_SCENARIO_CHARS)}"\n`;
    const started = performance.now();
    const result = parseScenario(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.ok ? [] : result.error).toEqual([
      {
        kind: 'yaml-syntax',
        message: expect.stringContaining('larger than the 16 MiB supported') as unknown,
        pointer: '',
        span: { line: 1, column: 1, endLine: 1, endColumn: 1 },
      },
    ]);
  });

  it('parses text just under the size limit', () => {
    const padding = MAX_SCENARIO_CHARS - MINIMAL.length - 'description: ""\n'.length;
    const result = parseScenario(`${MINIMAL}description: "${'x'.repeat(padding)}"\n`);
    expect(result.ok).toBe(true);
  }, 60_000);

  it.each([
    { name: '10,000 opening brackets', text: '['.repeat(10_000) },
    {
      name: '10,000 nested flow mappings',
      text: `request:\n  object: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`,
    },
  ])('returns an error for $name instead of throwing', ({ text }) => {
    const result = parseScenario(text);
    expect(result.ok ? [] : result.error).toEqual([
      expect.objectContaining({
        kind: 'yaml-syntax',
        message: 'nesting deeper than 200 levels is not supported',
        pointer: '',
      }),
    ]);
  });
});
