import { describe, expect, it } from 'vitest';
import { celCompletions, type CelCompletionFacts } from './celCompletions.ts';
import type { CelField } from './celFields.ts';

const policy: Pick<CelField, 'declare' | 'variableNames' | 'mutation'> = {
  declare: [
    'object',
    'oldObject',
    'request',
    'namespaceObject',
    'variables',
    'params',
    'authorizer',
  ],
  variableNames: ['replicas', 'team'],
  mutation: false,
};
const webhookCase: typeof policy = {
  declare: ['object', 'oldObject', 'request'],
  variableNames: [],
  mutation: false,
};
const facts: CelCompletionFacts = {
  minor: 32,
  objectKeys: ['apiVersion', 'kind', 'metadata', 'spec'],
  oldObjectKeys: [],
};

/** The labels offered with the caret at `|`, and the text they would replace. */
function offered(marked: string, field = policy, f = facts) {
  const offset = marked.indexOf('|');
  const expression = marked.replace('|', '');
  const result = celCompletions(expression, offset, field, f);
  return (
    result && {
      labels: result.items.map((i) => i.label),
      replaces: expression.slice(result.from, offset),
    }
  );
}

describe('celCompletions', () => {
  it('offers the variables in scope and the global functions where a name starts', () => {
    const result = offered('object.spec.replicas > 1 && |');
    expect(result?.labels.slice(0, 7)).toEqual([
      'object',
      'oldObject',
      'request',
      'namespaceObject',
      'variables',
      'params',
      'authorizer',
    ]);
    expect(result?.labels).toEqual(
      expect.arrayContaining([
        'has',
        'size',
        'quantity',
        'isCIDR',
        'sets.contains',
        'format.named',
      ]),
    );
    expect(result?.labels).not.toContain('startsWith');
  });

  it('offers only what a webhook case declares', () => {
    expect(offered('re|', webhookCase)).toEqual({
      labels: expect.arrayContaining(['object', 'oldObject', 'request']),
      replaces: 're',
    });
    expect(offered('re|', webhookCase)?.labels).not.toContain('params');
  });

  it.each<[string, string[]]>([
    [
      'request.|',
      [
        'kind',
        'resource',
        'subResource',
        'requestKind',
        'requestResource',
        'requestSubResource',
        'name',
        'namespace',
        'operation',
        'userInfo',
        'dryRun',
        'options',
      ],
    ],
    ['request.userInfo.|', ['username', 'uid', 'groups', 'extra']],
    ['request.kind.|', ['group', 'version', 'kind']],
    ['object.|', ['apiVersion', 'kind', 'metadata', 'spec']],
    ['object.?|', ['apiVersion', 'kind', 'metadata', 'spec']],
    ['variables.|', ['replicas', 'team']],
    ['namespaceObject.|', ['metadata', 'spec', 'status']],
    [
      'object.metadata.|',
      [
        'name',
        'generateName',
        'namespace',
        'labels',
        'annotations',
        'uid',
        'ownerReferences',
        'finalizers',
        'creationTimestamp',
        'deletionTimestamp',
        'resourceVersion',
        'generation',
      ],
    ],
    ['sets.|', ['contains', 'equivalent', 'intersects']],
  ])('after %s', (marked, labels) => {
    expect(offered(marked)?.labels).toEqual(labels);
  });

  it('offers the methods after any other receiver, once each', () => {
    const labels = offered('object.metadata.name.|')?.labels ?? [];
    expect(labels).toEqual(
      expect.arrayContaining(['startsWith', 'matches', 'all', 'exists', 'size', 'isGreaterThan']),
    );
    expect(labels.filter((l) => l === 'size')).toHaveLength(1);
    expect(offered('size(x).|')?.labels).toContain('all');
    expect(offered('[1, 2].|')?.labels).toContain('isSorted');
  });

  it('replaces the name being typed', () => {
    expect(offered('request.oper|')?.replaces).toBe('oper');
    expect(offered('object.metadata.name.starts|')?.replaces).toBe('starts');
  });

  it('leaves out functions newer than the version', () => {
    expect(offered('|')?.labels).not.toContain('semver');
    expect(offered('|', policy, { ...facts, minor: 33 })?.labels).toContain('semver');
    expect(offered('|', policy, { ...facts, minor: 29 })?.labels).not.toContain('ip');
  });

  it('offers jsonpatch.escapeKey in mutations only', () => {
    expect(offered('|')?.labels).not.toContain('jsonpatch.escapeKey');
    expect(offered('|', { ...policy, mutation: true })?.labels).toContain('jsonpatch.escapeKey');
  });

  it('offers nothing inside a string, a comment or a number', () => {
    expect(offered("'abc|")).toBeUndefined();
    expect(offered('"a.|"')).toBeUndefined();
    expect(offered('x // note|')).toBeUndefined();
    expect(offered('1.|')).toBeUndefined();
    expect(offered('x == 12|')).toBeUndefined();
    expect(offered("'abc' + |")?.labels).toContain('object');
    expect(offered("'a\\'' |")?.labels).toContain('object');
  });

  it('inserts functions as snippets with the caret between the parentheses', () => {
    const result = celCompletions('si', 2, policy, facts);
    const size = result?.items.find((i) => i.label === 'size');
    expect(size).toMatchObject({ insertText: 'size($0)', snippet: true, detail: 'size(x) → int' });
  });
});
