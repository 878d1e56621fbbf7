import { describe, expect, it } from 'vitest';
import type { EngineError } from '../errors.ts';
import { parseScenario } from './parse.ts';

function errorsOf(text: string): EngineError[] {
  const result = parseScenario(text);
  return result.ok ? [] : result.error;
}

const at = (line: number, column: number) => expect.objectContaining({ line, column }) as unknown;

describe('parseScenario unknown fields', () => {
  it.each([
    {
      name: 'the top level',
      yaml: 'kind: AdmissionScenario\nwebhook: {}\n',
      field: 'webhook',
      pointer: '/webhook',
      line: 2,
      column: 1,
    },
    {
      name: 'request',
      yaml: 'request:\n  operation: CREATE\n  verb: get\n',
      field: 'verb',
      pointer: '/request/verb',
      line: 3,
      column: 3,
    },
    {
      name: 'userInfo',
      yaml: 'request:\n  userInfo: {username: a, group: [x]}\n',
      field: 'group',
      pointer: '/request/userInfo/group',
      line: 2,
      column: 27,
    },
    {
      name: 'resource',
      yaml: 'request:\n  resource: {version: v1, resource: pods, kind: Pod}\n',
      field: 'kind',
      pointer: '/request/resource/kind',
      line: 2,
      column: 43,
    },
    {
      name: 'cluster',
      yaml: 'cluster:\n  object: []\n',
      field: 'object',
      pointer: '/cluster/object',
      line: 2,
      column: 3,
    },
    {
      name: 'admissionPlugins',
      yaml: 'cluster:\n  admissionPlugins: {enabled: [A]}\n',
      field: 'enabled',
      pointer: '/cluster/admissionPlugins/enabled',
      line: 2,
      column: 22,
    },
    {
      name: 'a webhook behaviour',
      yaml: 'webhooks:\n  deny.example.com:\n    respnse: {allowed: false}\n',
      field: 'respnse',
      pointer: '/webhooks/deny.example.com/respnse',
      line: 3,
      column: 5,
    },
    {
      name: 'a case',
      yaml: 'webhooks:\n  c/w:\n    cases:\n      - {if: "true", response: {}}\n',
      field: 'if',
      pointer: '/webhooks/c~1w/cases/0/if',
      line: 4,
      column: 10,
    },
    {
      name: 'expect',
      yaml: 'expect:\n  allowed: true\n  status: 200\n',
      field: 'status',
      pointer: '/expect/status',
      line: 3,
      column: 3,
    },
  ])('reports an unknown field in $name at the key', ({ yaml, field, pointer, line, column }) => {
    expect(errorsOf(yaml)).toEqual([
      { kind: 'unknown-field', field, pointer, span: at(line, column) },
    ]);
  });
});

describe('parseScenario invalid values', () => {
  it.each([
    {
      name: 'a wrong apiVersion',
      yaml: 'apiVersion: v1\n',
      pointer: '/apiVersion',
      expected: 'playground.admission/v1',
      line: 1,
      column: 13,
    },
    {
      name: 'a wrong kind',
      yaml: 'kind: Pod\n',
      pointer: '/kind',
      expected: 'AdmissionScenario',
      line: 1,
      column: 7,
    },
    {
      name: 'a list at the top',
      yaml: '- a\n',
      pointer: '',
      expected: 'a mapping (an AdmissionScenario)',
      line: 1,
      column: 1,
    },
    {
      name: 'an empty text',
      yaml: '',
      pointer: '',
      expected: 'a mapping (an AdmissionScenario)',
      line: 1,
      column: 1,
    },
    {
      name: 'an unmodelled version',
      yaml: 'kubernetesVersion: 1.30\n',
      pointer: '/kubernetesVersion',
      expected: 'one of 1.32, 1.33, 1.34, 1.35, 1.36, 1.37',
      line: 1,
      column: 20,
    },
    {
      name: 'a numeric name',
      yaml: 'name: 5\n',
      pointer: '/name',
      expected: 'a string',
      line: 1,
      column: 7,
    },
    {
      name: 'an unknown operation',
      yaml: 'request:\n  operation: PATCH\n',
      pointer: '/request/operation',
      expected: 'one of CREATE, UPDATE, DELETE, CONNECT',
      line: 2,
      column: 14,
    },
    {
      name: 'a string dryRun',
      yaml: 'request:\n  dryRun: "true"\n',
      pointer: '/request/dryRun',
      expected: 'a boolean',
      line: 2,
      column: 11,
    },
    {
      name: 'a userInfo without username',
      yaml: 'request:\n  userInfo: {groups: [a]}\n',
      pointer: '/request/userInfo/username',
      expected: 'a string (required)',
      line: 2,
      column: 13,
    },
    {
      name: 'a group that is not a string',
      yaml: 'request:\n  userInfo: {username: a, groups: [a, [b]]}\n',
      pointer: '/request/userInfo/groups/1',
      expected: 'a string',
      line: 2,
      column: 39,
    },
    {
      name: 'an extra value that is not a list',
      yaml: 'request:\n  userInfo: {username: a, extra: {k: v}}\n',
      pointer: '/request/userInfo/extra/k',
      expected: 'a list of strings',
      line: 2,
      column: 38,
    },
    {
      name: 'a resource without version',
      yaml: 'request:\n  resource: {resource: pods}\n',
      pointer: '/request/resource/version',
      expected: 'a string (required)',
      line: 2,
      column: 13,
    },
    {
      name: 'an object that is a list',
      yaml: 'request:\n  object: []\n',
      pointer: '/request/object',
      expected: 'a mapping',
      line: 2,
      column: 11,
    },
    {
      name: 'a feature gate that is a string',
      yaml: 'cluster:\n  featureGates: {A: "on"}\n',
      pointer: '/cluster/featureGates/A',
      expected: 'a boolean',
      line: 2,
      column: 21,
    },
    {
      name: 'plugins that are not a list',
      yaml: 'cluster:\n  admissionPlugins: {enable: A}\n',
      pointer: '/cluster/admissionPlugins/enable',
      expected: 'a list of strings',
      line: 2,
      column: 30,
    },
    {
      name: 'webhooks that are a list',
      yaml: 'webhooks: [a]\n',
      pointer: '/webhooks',
      expected: 'a mapping of webhook name to behaviour',
      line: 1,
      column: 11,
    },
    {
      name: 'a negative latency',
      yaml: 'webhooks:\n  w: {latencyMs: -1}\n',
      pointer: '/webhooks/w/latencyMs',
      expected: 'a non-negative number',
      line: 2,
      column: 18,
    },
    {
      name: 'an unknown fail mode',
      yaml: 'webhooks:\n  w: {fail: boom}\n',
      pointer: '/webhooks/w/fail',
      expected:
        'one of connection-refused, timeout, tls, http-500, bad-json, wrong-uid, wrong-version, missing-patch-type',
      line: 2,
      column: 13,
    },
    {
      name: 'a response and a script',
      yaml: 'webhooks:\n  w:\n    response: {allowed: true}\n    script: x\n',
      pointer: '/webhooks/w/script',
      expected:
        'only one of response, responses, cases, script, fail (found "response" and "script")',
      line: 4,
      column: 13,
    },
    {
      name: 'a replacing fail mode with a response',
      yaml: 'webhooks:\n  w: {response: {}, fail: timeout}\n',
      pointer: '/webhooks/w/fail',
      expected:
        'only one of response, responses, cases, script, fail (found "response" and "fail")',
      line: 2,
      column: 27,
    },
    {
      name: 'a response that is not a mapping',
      yaml: 'webhooks:\n  w: {responses: [{}, yes]}\n',
      pointer: '/webhooks/w/responses/1',
      expected: 'a mapping',
      line: 2,
      column: 23,
    },
    {
      name: 'a case without response',
      yaml: 'webhooks:\n  w: {cases: [{when: "true"}]}\n',
      pointer: '/webhooks/w/cases/0/response',
      expected: 'a mapping (required)',
      line: 2,
      column: 15,
    },
    {
      name: 'a non-integer code',
      yaml: 'expect:\n  code: 4.5\n',
      pointer: '/expect/code',
      expected: 'an integer',
      line: 2,
      column: 9,
    },
    {
      name: 'an audit annotation that is a number',
      yaml: 'expect:\n  auditAnnotations: {a: 1}\n',
      pointer: '/expect/auditAnnotations/a',
      expected: 'a string',
      line: 2,
      column: 25,
    },
  ])('reports $name at its pointer and position', ({ yaml, pointer, expected, line, column }) => {
    expect(errorsOf(yaml)).toEqual([
      { kind: 'invalid-value', pointer, expected, span: at(line, column) },
    ]);
  });
});

describe('parseScenario syntax errors', () => {
  it.each([
    {
      name: 'a duplicate key',
      yaml: 'request:\n  operation: CREATE\n  operation: UPDATE\n',
      message: 'duplicate key "operation"',
      pointer: '/request',
      line: 3,
      column: 3,
    },
    {
      name: 'a misaligned key',
      yaml: 'request:\n  operation: CREATE\n dryRun: true\n',
      message: 'all mapping items must start at the same column',
      pointer: '/request',
      line: 3,
      column: 1,
    },
    {
      name: 'a second document',
      yaml: 'name: a\n---\nname: b\n',
      message: 'a scenario is one YAML document; found a second one',
      pointer: '',
      line: 2,
      column: 1,
    },
  ])('reports $name', ({ yaml, message, pointer, line, column }) => {
    expect(errorsOf(yaml)).toEqual([
      { kind: 'yaml-syntax', message, pointer, span: at(line, column) },
    ]);
  });

  it('accepts a trailing document separator with nothing after it', () => {
    expect(errorsOf('name: a\n---\n')).toEqual([]);
  });

  it('names the innermost value around a syntax error', () => {
    const errors = errorsOf('request:\n  object:\n    metadata: {name: a, name: b}\n');
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'duplicate key "name"',
        pointer: '/request/object/metadata',
      }),
    ]);
  });

  it('reports an alias bomb as a yaml-syntax error', () => {
    const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
    for (const [prev, next] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi']) {
      lines.push(
        `${next ?? ''}: &${next ?? ''} [${Array(9)
          .fill(`*${prev ?? ''}`)
          .join(', ')}]`,
      );
    }
    const errors = errorsOf(`request:\n  object:\n    ${lines.join('\n    ')}\n`);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'yaml-syntax',
        message: expect.stringContaining('excessive aliasing') as unknown,
      }),
    ]);
  });
});

describe('parseScenario collects every error', () => {
  it('reports all errors of a scenario, in text order', () => {
    const yaml = [
      'apiVersion: playground.admission/v2',
      'titel: typo',
      'request:',
      '  operation: create',
      'cluster:',
      '  objects: [1]',
      'webhooks:',
      '  w: {latencyMs: fast}',
      'expect:',
      '  allowed: maybe',
    ].join('\n');
    expect(errorsOf(yaml).map((e) => [e.kind, 'pointer' in e ? e.pointer : ''])).toEqual([
      ['invalid-value', '/apiVersion'],
      ['unknown-field', '/titel'],
      ['invalid-value', '/request/operation'],
      ['invalid-value', '/cluster/objects/0'],
      ['invalid-value', '/webhooks/w/latencyMs'],
      ['invalid-value', '/expect/allowed'],
    ]);
  });
});
