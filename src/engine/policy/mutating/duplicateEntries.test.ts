import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../../index.ts';
import { builtinSchema } from './schema.ts';
import { duplicateEntries } from './duplicateEntries.ts';

const podSchema = builtinSchema({ group: '', version: 'v1', kind: 'Pod' })!;
const pod = {
  spec: {
    containers: [
      {
        name: 'app',
        env: [
          { name: 'A', value: '1' },
          { name: 'A', value: '2' },
        ],
        ports: [
          { containerPort: 80, protocol: 'TCP' },
          { containerPort: 80, protocol: 'TCP' },
        ],
      },
    ],
  },
};

describe('duplicateEntries', () => {
  it('names each repeated key at its list, as structured-merge-diff writes paths', () => {
    expect(duplicateEntries(podSchema, pod)).toEqual([
      '.spec.containers[name="app"].env: duplicate entries for key [name="A"]',
      '.spec.containers[name="app"].ports: duplicate entries for key [containerPort=80,protocol="TCP"]',
    ]);
  });

  it('looks only where a patch sets fields when given one', () => {
    expect(duplicateEntries(podSchema, pod, '', { metadata: { labels: { a: 'b' } } })).toEqual([]);
    expect(
      duplicateEntries(podSchema, pod, '', { spec: { containers: [{ name: 'app' }] } }),
    ).toHaveLength(2);
  });

  it('finds nothing in lists without repeated keys', () => {
    expect(
      duplicateEntries(podSchema, { spec: { containers: [{ name: 'a' }, { name: 'b' }] } }),
    ).toEqual([]);
  });
});

describe('an ApplyConfiguration on an object with duplicate list entries', () => {
  const text = readFileSync(
    join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      '..',
      'scenarios',
      '70-map-apply-duplicate-env.yaml',
    ),
    'utf8',
  );
  const runAt = (version: string, expression?: string) => {
    let source = text.replace(/^kubernetesVersion: .*$/m, `kubernetesVersion: "${version}"`);
    if (expression !== undefined) source = source.replace(/Object\{metadata: .*$/m, expression);
    const parsed = parseScenario(source);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const run = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!run.ok) throw new Error(JSON.stringify(run.error));
    return run.value;
  };

  it('fails up to 1.34: the live object does not convert', () => {
    const r = runAt('1.34');
    expect(r.allowed).toBe(false);
    expect(r.status?.message).toBe(
      'policy \'add-owner-label\' with binding \'add-owner-label\' denied request: error applying patch: failed to convert original object to typed object: .spec.containers[name="app"].env: duplicate entries for key [name="LOG_LEVEL"]',
    );
  });

  it.each(['1.35', '1.37'])('%s applies it', (version) => {
    const r = runAt(version);
    expect(r.allowed).toBe(true);
    expect(r.notSimulated.map((n) => n.feature)).not.toContain(
      'MutatingAdmissionPolicy ApplyConfiguration',
    );
  });

  it('says at 1.35 that a patch into the repeated list is not checked against smd', () => {
    const r = runAt(
      '1.35',
      'Object{spec: Object.spec{containers: [Object.spec.containers{name: "app", env: [Object.spec.containers.env{name: "LOG_LEVEL", value: "warn"}]}]}}',
    );
    expect(r.allowed).toBe(true);
    expect(
      r.notSimulated.find((n) => n.feature === 'MutatingAdmissionPolicy ApplyConfiguration')
        ?.detail,
    ).toMatch(
      /^the object's lists repeat a key \(\.spec\.containers\[name="app"\]\.env: duplicate entries for key \[name="LOG_LEVEL"\]\)/,
    );
  });
});
