import { describe, expect, it } from 'vitest';
import { parseYaml } from '../store/sections/yamlDocument.ts';
import {
  appendClusterObjectEdit,
  applyEdit,
  renameKey,
  replaceScalar,
  scalarText,
  type PlainObject,
} from './edits.ts';

const ns: PlainObject = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'payments' } };

const fix = (source: string, edit: (doc: ReturnType<typeof parseYaml>['doc']) => unknown) => {
  const out = edit(parseYaml(source).doc);
  if (out === undefined) return undefined;
  return applyEdit(source, out as Parameters<typeof applyEdit>[1]);
};

describe('scalarText', () => {
  it.each([
    ['payments', 'payments'],
    ['123', '"123"'],
    ['yes', '"yes"'],
    ['on', '"on"'],
    ['a: b', '"a: b"'],
    ['', '""'],
    ['*', '"*"'],
    [
      'MutatingWebhookConfiguration/cfg/a.example.com',
      'MutatingWebhookConfiguration/cfg/a.example.com',
    ],
  ])('writes %j as %s', (value, text) => {
    expect(scalarText(value)).toBe(text);
  });
});

describe('replaceScalar', () => {
  it('replaces only the value, keeping its comment and the rest of the text', () => {
    const source = '# head\nrequest:\n  namespace: team-a # the bar\n  operation: CREATE\n';
    expect(fix(source, (d) => replaceScalar(d, '/request/namespace', 'payments'))).toBe(
      '# head\nrequest:\n  namespace: payments # the bar\n  operation: CREATE\n',
    );
  });

  it('keeps double and single quotes', () => {
    expect(fix('a: "x" # q\n', (d) => replaceScalar(d, '/a', 'yes'))).toBe('a: "yes" # q\n');
    expect(fix("a: 'x'\n", (d) => replaceScalar(d, '/a', "it's"))).toBe("a: 'it''s'\n");
  });

  it('quotes a plain value that would read as something else', () => {
    expect(fix('a: x\n', (d) => replaceScalar(d, '/a', '0123'))).toBe('a: "0123"\n');
  });

  it('replaces an item of a flow list', () => {
    expect(
      fix('rules:\n  - resources: [pod, "services"] # r\n', (d) =>
        replaceScalar(d, '/rules/0/resources/0', 'pods'),
      ),
    ).toBe('rules:\n  - resources: [pods, "services"] # r\n');
  });

  it('refuses a pointer to no scalar', () => {
    expect(fix('a: { b: c }\n', (d) => replaceScalar(d, '/a', 'x'))).toBeUndefined();
    expect(fix('a: b\n', (d) => replaceScalar(d, '/missing', 'x'))).toBeUndefined();
    expect(
      fix('a: b\n', (d) => replaceScalar(d, '/cluster/objects/0#1/kind', 'x')),
    ).toBeUndefined();
  });
});

describe('renameKey', () => {
  it('renames the key a pointer names, pointer escapes read', () => {
    const source =
      'webhooks:\n  # answers\n  cfg/deny.exmple.com: # typo\n    response: { allowed: false }\n';
    expect(
      fix(source, (d) => renameKey(d, '/webhooks/cfg~1deny.exmple.com', 'cfg/deny.example.com')),
    ).toBe(
      'webhooks:\n  # answers\n  cfg/deny.example.com: # typo\n    response: { allowed: false }\n',
    );
  });

  it('keeps a quoted key quoted', () => {
    expect(fix('w:\n  "a.b": {}\n', (d) => renameKey(d, '/w/a.b', 'a.c'))).toBe(
      'w:\n  "a.c": {}\n',
    );
  });
});

describe('appendClusterObjectEdit', () => {
  const add = (source: string) => fix(source, (d) => appendClusterObjectEdit(source, d, ns));

  it('adds an item to a block list at its indentation, right after the last item, a closing comment left below it', () => {
    const source =
      'cluster:\n  objects:\n    - kind: Namespace # first\n      metadata: { name: a }\n    # end of objects\nrequest:\n  operation: CREATE\n';
    expect(add(source)).toBe(
      'cluster:\n  objects:\n    - kind: Namespace # first\n      metadata: { name: a }\n    - apiVersion: v1\n      kind: Namespace\n      metadata:\n        name: payments\n    # end of objects\nrequest:\n  operation: CREATE\n',
    );
  });

  it('adds an item to a list that is not indented under its key', () => {
    expect(add('cluster:\n  objects:\n  - kind: A\n')).toBe(
      'cluster:\n  objects:\n  - kind: A\n  - apiVersion: v1\n    kind: Namespace\n    metadata:\n      name: payments\n',
    );
  });

  it('adds to a flow list after its last item, and into an empty one', () => {
    expect(add('cluster:\n  objects: [ { kind: A } ] # flow\n')).toBe(
      'cluster:\n  objects: [ { kind: A }, { apiVersion: v1, kind: Namespace, metadata: { name: payments } } ] # flow\n',
    );
    expect(add('cluster:\n  objects: []\n')).toBe(
      'cluster:\n  objects: [{ apiVersion: v1, kind: Namespace, metadata: { name: payments } }]\n',
    );
  });

  it('adds objects: under a block cluster, at its keys’ indentation', () => {
    expect(add('cluster:\n  featureGates: { A: true } # gates\nrequest: {}\n')).toBe(
      'cluster:\n  featureGates: { A: true } # gates\n  objects:\n    - apiVersion: v1\n      kind: Namespace\n      metadata:\n        name: payments\nrequest: {}\n',
    );
  });

  it('adds cluster: at the end when there is none, even without a final newline', () => {
    expect(add('request: {} # r')).toBe(
      'request: {} # r\ncluster:\n  objects:\n    - apiVersion: v1\n      kind: Namespace\n      metadata:\n        name: payments\n',
    );
  });

  it.each([
    ['a string of documents', 'cluster:\n  objects: |\n    kind: A\n'],
    ['a List', 'cluster:\n  objects:\n    kind: List\n    items: []\n'],
    ['a flow cluster', 'cluster: { objects: [] }\n'],
    ['a scenario that is not a mapping', '- a\n'],
  ])('offers nothing for %s', (_, source) => {
    expect(add(source)).toBeUndefined();
  });
});
