import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';

/** Parses a scenario whose `cluster:` section is `cluster` (indented by two spaces). */
function parseCluster(cluster: string) {
  return parseScenario(`kind: AdmissionScenario\ncluster:\n${cluster}`);
}

function objectsOf(cluster: string) {
  const result = parseCluster(cluster);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.scenario.cluster.objects.map((o) => ({
    pointer: o.pointer,
    name: (o.object['metadata'] as { name: string }).name,
  }));
}

const ns = (name: string) => `{kind: Namespace, metadata: {name: ${name}}}`;

describe('readClusterObjects', () => {
  it.each([
    {
      name: 'plain objects in order',
      cluster: `  objects:\n    - ${ns('a')}\n    - ${ns('b')}\n`,
      objects: [
        { pointer: '/cluster/objects/0', name: 'a' },
        { pointer: '/cluster/objects/1', name: 'b' },
      ],
    },
    {
      name: 'a kind: List flattened into its items',
      cluster: `  objects:\n    - ${ns('a')}\n    - {kind: List, items: [${ns('b')}, ${ns('c')}]}\n`,
      objects: [
        { pointer: '/cluster/objects/0', name: 'a' },
        { pointer: '/cluster/objects/1/items/0', name: 'b' },
        { pointer: '/cluster/objects/1/items/1', name: 'c' },
      ],
    },
    {
      name: 'a typed *List as kubectl get prints it',
      cluster: `  objects:\n    - {apiVersion: v1, kind: NamespaceList, metadata: {resourceVersion: "1"}, items: [${ns('a')}]}\n`,
      objects: [{ pointer: '/cluster/objects/0/items/0', name: 'a' }],
    },
    {
      name: 'a List nested in a List',
      cluster: `  objects:\n    - {kind: List, items: [{kind: List, items: [${ns('a')}]}]}\n`,
      objects: [{ pointer: '/cluster/objects/0/items/0/items/0', name: 'a' }],
    },
    {
      name: 'a multi-document string, skipping empty documents',
      cluster: `  objects:\n    - ${ns('a')}\n    - |\n      ${ns('b')}\n      ---\n      ---\n      ~\n      ---\n      ${ns('c')}\n`,
      objects: [
        { pointer: '/cluster/objects/0', name: 'a' },
        { pointer: '/cluster/objects/1#0', name: 'b' },
        { pointer: '/cluster/objects/1#3', name: 'c' },
      ],
    },
    {
      name: 'a List inside a string',
      cluster: `  objects:\n    - |\n      kind: List\n      items: [${ns('a')}]\n`,
      objects: [{ pointer: '/cluster/objects/0#0/items/0', name: 'a' }],
    },
    {
      name: 'objects given as one string',
      cluster: `  objects: |\n    ${ns('a')}\n    ---\n    ${ns('b')}\n`,
      objects: [
        { pointer: '/cluster/objects#0', name: 'a' },
        { pointer: '/cluster/objects#1', name: 'b' },
      ],
    },
    {
      name: 'objects given as a List',
      cluster: `  objects:\n    kind: List\n    items: [${ns('a')}]\n`,
      objects: [{ pointer: '/cluster/objects/items/0', name: 'a' }],
    },
    { name: 'no objects at all', cluster: '  objects: []\n', objects: [] },
  ])('reads $name', ({ cluster, objects }) => {
    expect(objectsOf(cluster)).toEqual(objects);
  });

  it('keeps a kind ending in List without items as an object', () => {
    expect(objectsOf('  objects:\n    - {kind: PlayList, metadata: {name: a}}\n')).toEqual([
      { pointer: '/cluster/objects/0', name: 'a' },
    ]);
  });

  it('maps spans inside a literal block string onto the real lines', () => {
    const result = parseCluster(
      `  objects:\n    - |\n      kind: Namespace\n      metadata:\n        name: inner\n`,
    );
    expect(result.ok && result.value.spans.spanOf('/cluster/objects/0#0/metadata/name')).toEqual({
      line: 7,
      column: 15,
      endLine: 7,
      endColumn: 20,
    });
  });

  it.each([
    {
      name: 'a number item',
      cluster: '  objects: [1]\n',
      pointer: '/cluster/objects/0',
      expected: 'a Kubernetes object (a mapping) or a string of YAML documents',
      line: 3,
      column: 13,
    },
    {
      name: 'a scalar in a List',
      cluster: '  objects: [{kind: List, items: [x]}]\n',
      pointer: '/cluster/objects/0/items/0',
      expected: 'a Kubernetes object (a mapping)',
      line: 3,
      column: 34,
    },
    {
      name: 'a List whose items are not a list',
      cluster: '  objects: [{kind: List, items: x}]\n',
      pointer: '/cluster/objects/0/items',
      expected: 'a list of objects',
      line: 3,
      column: 33,
    },
    {
      name: 'a scalar document in a string',
      cluster: '  objects:\n    - |\n      just text\n',
      pointer: '/cluster/objects/0#0',
      expected: 'a Kubernetes object (a mapping)',
      line: 5,
      column: 7,
    },
    {
      name: 'a mapping that is not a List',
      cluster: '  objects: {kind: Namespace}\n',
      pointer: '/cluster/objects',
      expected: 'a list of objects, a List or a string of YAML documents',
      line: 3,
      column: 12,
    },
  ])(
    'reports $name as an invalid value where it stands',
    ({ cluster, pointer, expected, line, column }) => {
      const result = parseCluster(cluster);
      expect(result.ok ? [] : result.error).toEqual([
        {
          kind: 'invalid-value',
          pointer,
          expected,
          span: expect.objectContaining({ line, column }) as unknown,
        },
      ]);
    },
  );

  it('reports a syntax error inside a string at its real line', () => {
    const result = parseCluster(
      `  objects:\n    - |\n      kind: Namespace\n      metadata: {name: [x}\n`,
    );
    const errors = result.ok ? [] : result.error;
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors)
      expect(error).toMatchObject({ kind: 'yaml-syntax', pointer: '/cluster/objects/0#0' });
    expect(errors[0]).toMatchObject({ span: { line: 6, column: 26 } });
  });
});
