import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';

const scenario = (staticManifests: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: t
request:
  operation: CREATE
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: default } }
cluster:
  staticManifests:
${staticManifests}`;

describe('cluster.staticManifests', () => {
  it('reads each file with its objects, a YAML string of documents among them', () => {
    const parsed = parseScenario(
      scenario(`    - path: /etc/vap/a.yaml
      objects:
        - { apiVersion: v1, kind: ConfigMap, metadata: { name: x } }
    - path: /etc/vap/b.yaml
      objects: |
        kind: A
        ---
        kind: B
`),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const files = parsed.value.scenario.cluster.staticManifests;
    expect(files.map((f) => [f.path, f.objects.map((o) => o.pointer)])).toEqual([
      ['/etc/vap/a.yaml', ['/cluster/staticManifests/0/objects/0']],
      [
        '/etc/vap/b.yaml',
        ['/cluster/staticManifests/1/objects#0', '/cluster/staticManifests/1/objects#1'],
      ],
    ]);
  });

  it.each([
    [
      'a relative path',
      '    - { path: etc/a.yaml, objects: [] }',
      '/cluster/staticManifests/0/path',
      9,
    ],
    ['a directory', '    - { path: /etc/vap/, objects: [] }', '/cluster/staticManifests/0/path', 9],
    [
      'a file listed twice',
      '    - { path: /etc/a.yaml, objects: [] }\n    - { path: /etc/a.yaml, objects: [] }',
      '/cluster/staticManifests/1/path',
      10,
    ],
    [
      'an unknown field',
      '    - { path: /etc/a.yaml, object: [] }',
      '/cluster/staticManifests/0/object',
      9,
    ],
  ])('refuses %s at its place', (_, entries, pointer, line) => {
    const parsed = parseScenario(scenario(entries));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toHaveLength(1);
    expect(parsed.error[0]).toMatchObject({ pointer, span: { line } });
  });
});
