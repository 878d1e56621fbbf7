import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../engine/index.ts';
import { appendClusterObject } from './appendClusterObject.ts';
import { extractSections } from './extractSections.ts';

const limitRange = `apiVersion: v1
kind: LimitRange
metadata:
  name: limits
  namespace: team-a
spec:
  limits:
    - type: Container
      max: { cpu: "2" }
`;

const roleAndBinding = `kind: ClusterRole
metadata: { name: r }
---
kind: ClusterRoleBinding
metadata: { name: r }
`;

const head = `kind: AdmissionScenario
# who asks
request:
  namespace: team-a # the request's
  object: { apiVersion: v1, kind: Pod, metadata: { name: web } }
`;

/** The kinds the engine reads from cluster.objects, in order. */
function engineKinds(source: string): unknown[] {
  const parsed = parseScenario(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value.scenario.cluster.objects.map((o) => o.object['kind']);
}

describe('appendClusterObject', () => {
  it.each([
    ['no cluster', head, ['LimitRange']],
    ['a cluster with no value', `${head}cluster:\n`, ['LimitRange']],
    [
      'a cluster without objects',
      `${head}cluster:\n  featureGates: { MutatingAdmissionPolicy: true } # on\n`,
      ['LimitRange'],
    ],
    ['objects with no value', `${head}cluster:\n  objects:\n`, ['LimitRange']],
    [
      'a block list',
      `${head}cluster:\n  objects:\n    - kind: Namespace # first\n      apiVersion: v1\n      metadata: { name: team-a }\n`,
      ['Namespace', 'LimitRange'],
    ],
    [
      'a flow list',
      `${head}cluster:\n  objects: [ { apiVersion: v1, kind: Namespace, metadata: { name: team-a } } ] # flow\n`,
      ['Namespace', 'LimitRange'],
    ],
    ['an empty flow list', `${head}cluster:\n  objects: []\n`, ['LimitRange']],
    [
      'a List',
      `${head}cluster:\n  objects:\n    apiVersion: v1\n    kind: List\n    items:\n      - { apiVersion: v1, kind: Namespace, metadata: { name: team-a } }\n`,
      ['Namespace', 'LimitRange'],
    ],
    [
      'a List without items',
      `${head}cluster:\n  objects: { apiVersion: v1, kind: List }\n`,
      ['LimitRange'],
    ],
    [
      'a string of documents',
      `${head}cluster:\n  objects: |\n    apiVersion: v1\n    kind: Namespace\n    metadata: { name: team-a }\n`,
      ['Namespace', 'LimitRange'],
    ],
    [
      'a string ending in ---',
      `${head}cluster:\n  objects: "apiVersion: v1\\nkind: Namespace\\nmetadata: { name: team-a }\\n---\\n"\n`,
      ['Namespace', 'LimitRange'],
    ],
  ])('appends to %s, and the engine reads the new object', (_, source, kinds) => {
    const out = appendClusterObject(source, limitRange)!;
    expect(engineKinds(out)).toEqual(kinds);
    // Everything before cluster: is left exactly as written.
    expect(out.startsWith(head)).toBe(true);
  });

  it('keeps comments and the flow style of a flow list', () => {
    const source = `${head}cluster:\n  # objects before the request\n  objects: [ { apiVersion: v1, kind: Namespace, metadata: { name: team-a } } ] # flow\n`;
    const out = appendClusterObject(source, limitRange)!;
    expect(out).toContain(
      '  # objects before the request\n  objects: [ { apiVersion: v1, kind: Namespace, metadata: { name: team-a } }, { apiVersion: v1, kind: LimitRange,',
    );
    expect(out).toContain('] # flow\n');
    expect(out).toContain('max: { cpu: "2" }');
  });

  it('appends a block object under a block list, keeping its comments and the list indentation', () => {
    const source = `${head}cluster:\n  objects:\n  - kind: Namespace # first\n    apiVersion: v1\n    metadata: { name: team-a }\n`;
    expect(appendClusterObject(source, limitRange)).toBe(
      `${source}  - apiVersion: v1\n    kind: LimitRange\n    metadata:\n      name: limits\n      namespace: team-a\n    spec:\n      limits:\n        - type: Container\n          max: { cpu: "2" }\n`,
    );
  });

  it('adds the object’s lines after the last item, every other byte as written', () => {
    const before = `${head}cluster:\n  objects:\n    - {kind: Namespace, metadata: {name: team-a}}\n`;
    const after = 'webhooks:\n  a.example.com: {response: {warnings: [one,two]}} # answers\n';
    expect(appendClusterObject(before + after, roleAndBinding)).toBe(
      `${before}    - kind: ClusterRole\n      metadata: { name: r }\n    - kind: ClusterRoleBinding\n      metadata: { name: r }\n${after}`,
    );
  });

  it('creates cluster.objects as a block list', () => {
    expect(appendClusterObject('kind: AdmissionScenario\n', roleAndBinding)).toBe(
      'kind: AdmissionScenario\ncluster:\n  objects:\n    - kind: ClusterRole\n      metadata: { name: r }\n    - kind: ClusterRoleBinding\n      metadata: { name: r }\n',
    );
    expect(engineKinds(appendClusterObject('', limitRange)!)).toEqual(['LimitRange']);
  });

  it('adds every document, to a list and to a string of documents', () => {
    const list = appendClusterObject(`${head}cluster:\n  objects: []\n`, roleAndBinding)!;
    expect(engineKinds(list)).toEqual(['ClusterRole', 'ClusterRoleBinding']);
    const text = appendClusterObject(
      `${head}cluster:\n  objects: |\n    kind: Namespace\n    apiVersion: v1\n    metadata: { name: a }\n`,
      roleAndBinding,
    )!;
    expect(text).toContain('    metadata: { name: a }\n    ---\n    kind: ClusterRole\n');
    expect(engineKinds(text)).toEqual(['Namespace', 'ClusterRole', 'ClusterRoleBinding']);
  });

  it('keeps scalars as written elsewhere in the scenario', () => {
    const source = `kubernetesVersion: 1.32\nrequest:\n  dryRun: yes\nwebhooks:\n  a.example.com: { latencyMs: 010 }\n`;
    const out = appendClusterObject(source, limitRange)!;
    expect(out.startsWith(source)).toBe(true);
  });

  it('shows the new object in the Cluster editor and not configurations', () => {
    const out = appendClusterObject(
      `${head}cluster:\n  objects:\n    - { kind: ValidatingWebhookConfiguration, metadata: { name: v } }\n`,
      limitRange,
    )!;
    const sections = extractSections(out)!;
    expect(sections.cluster).toContain('kind: LimitRange');
    expect(sections.configurations).not.toContain('LimitRange');
  });

  it.each([
    ['the scenario is not YAML', 'request: [\n', limitRange],
    ['the scenario is not a mapping', '- a\n', limitRange],
    ['the cluster is not a mapping', 'cluster: [a]\n', limitRange],
    ['objects is a mapping that is not a List', 'cluster:\n  objects: { kind: Pod }\n', limitRange],
    [
      'objects is a List whose items are not a list',
      'cluster:\n  objects: { kind: List, items: x }\n',
      limitRange,
    ],
    ['the object is not YAML', 'cluster: {}\n', 'kind: [\n'],
    ['the object is not a mapping', 'cluster: {}\n', '- a\n'],
  ])('refuses when %s', (_, source, yaml) => {
    expect(appendClusterObject(source, yaml)).toBeUndefined();
  });
});
