import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractSections } from './extractSections.ts';
import { spliceSection } from './spliceSection.ts';

const gallery = (name: string) =>
  readFileSync(new URL(`../../../../scenarios/${name}`, import.meta.url), 'utf8');
const read = (text: string) => parse(text, { version: '1.1' }) as Record<string, any>;

const base = `apiVersion: playground.admission/v1
kind: AdmissionScenario
# the request
request:
  operation: CREATE
  dryRun: yes
  object:
    kind: Pod # a pod
    metadata: { name: web }
cluster:
  objects:
    - kind: Namespace
      metadata: { name: team-a }
    - kind: MutatingWebhookConfiguration
      metadata: { name: 10-b }
    - kind: ValidatingWebhookConfiguration
      metadata: { name: deny }
webhooks:
  a.example.com: { latencyMs: 010 }
`;

describe('extractSections', () => {
  it('cuts each section out of the scenario, comments and scalars as written', () => {
    const s = extractSections(base)!;
    expect(s.object).toBe('kind: Pod # a pod\nmetadata: { name: web }\n');
    expect(s.webhooks).toBe('a.example.com: { latencyMs: 010 }\n');
    expect(s.oldObject).toBe('');
    expect(s.configurations).toBe(
      'kind: MutatingWebhookConfiguration\nmetadata: { name: 10-b }\n---\nkind: ValidatingWebhookConfiguration\nmetadata: { name: deny }\n',
    );
    expect(s.cluster).toBe('objects:\n  - kind: Namespace\n    metadata: { name: team-a }\n');
  });

  it('gives nothing while the scenario is not YAML', () => {
    expect(extractSections('request: {\n')).toBeUndefined();
  });

  it.each([
    '01-mutating-order-lexical.yaml',
    '03-reinvocation-ifneeded-vs-never.yaml',
    '14-delete-protected.yaml',
  ])('splicing every section of %s back unchanged keeps the same scenario', (name) => {
    const text = gallery(name);
    const sections = extractSections(text)!;
    let source = text;
    for (const id of ['object', 'oldObject', 'webhooks', 'cluster', 'configurations'] as const) {
      const out = spliceSection(source, id, sections[id]);
      expect(out.ok).toBe(true);
      if (out.ok) source = out.source;
    }
    const before = read(text);
    const after = read(source);
    expect(after.request).toEqual(before.request);
    expect(after.webhooks).toEqual(before.webhooks);
    expect(after.cluster.admissionPlugins).toEqual(before.cluster.admissionPlugins);
    const byName = (objects: any[]) =>
      [...objects].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(byName(after.cluster.objects)).toEqual(byName(before.cluster.objects));
    expect(extractSections(source)).toEqual(sections);
  });
});

describe('spliceSection', () => {
  it('replaces the object and keeps the rest of the text', () => {
    const out = spliceSection(base, 'object', 'kind: Pod\nmetadata:\n  name: api\n');
    expect(out.ok && out.source).toContain(
      '  object:\n    kind: Pod\n    metadata:\n      name: api\n',
    );
    expect(out.ok && out.source).toContain('# the request\n');
    expect(out.ok && out.source).toContain('dryRun: yes');
  });

  it('adds an old object where there was none', () => {
    const out = spliceSection(base, 'oldObject', 'kind: Pod\n');
    expect(out.ok && read(out.source).request.oldObject).toEqual({ kind: 'Pod' });
  });

  it('removes the section when its text is emptied', () => {
    const out = spliceSection(base, 'object', '');
    expect(out.ok && read(out.source).request.object).toBeUndefined();
  });

  it('reports a YAML error at its place in the section, not in the scenario', () => {
    const out = spliceSection(base, 'object', 'kind: Pod\nmetadata: {\n');
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.problems[0]).toMatchObject({ line: 3 });
  });

  it('keeps the other objects when the configurations change, and accepts a pasted List', () => {
    const list =
      'apiVersion: v1\nkind: List\nitems:\n- kind: ValidatingWebhookConfiguration\n  metadata: {name: v}\n';
    const out = spliceSection(base, 'configurations', list);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const objects = read(out.source).cluster.objects;
    expect(objects.map((o: any) => o.kind)).toEqual(['Namespace', 'List']);
    expect(extractSections(out.source)!.configurations).toContain('kind: List');
  });

  it('keeps the configurations when the cluster changes', () => {
    const out = spliceSection(base, 'cluster', 'admissionPlugins:\n  disable: [PodSecurity]\n');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const cluster = read(out.source).cluster;
    expect(cluster.admissionPlugins).toEqual({ disable: ['PodSecurity'] });
    expect(cluster.objects.map((o: any) => o.metadata.name)).toEqual(['10-b', 'deny']);
  });

  it('refuses to splice into a scenario that is not YAML', () => {
    const out = spliceSection('request: {\n', 'object', 'kind: Pod\n');
    expect(out.ok).toBe(false);
  });
});
