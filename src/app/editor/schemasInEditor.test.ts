import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JSONSchema, SchemasSettings } from 'monaco-yaml';
import { createPlaygroundStore } from '../store/index.ts';
import { currentSchemaInputs, followSchemas } from './schemasInEditor.ts';
import { schemaVersionFor } from './schemaVersion.ts';

const scenario = (version?: string, extra = '') =>
  `apiVersion: playground.admission/v1
kind: AdmissionScenario
${version === undefined ? '' : `kubernetesVersion: "${version}"\n`}request:
  operation: CREATE
${extra}`;

const fields = (kubernetesVersion: string) => ({
  operation: 'CREATE',
  namespace: '',
  subResource: '',
  dryRun: false,
  username: '',
  uid: '',
  groups: [],
  extra: {},
  kubernetesVersion,
});

describe('schemaVersionFor', () => {
  it('reads the scenario version, 1.32 when it names none', () => {
    expect(schemaVersionFor(fields('1.36'))).toBe('1.36');
    expect(schemaVersionFor(fields(''), '1.36')).toBe('1.32');
  });

  it('keeps the version it had while the text names none it models or is not YAML', () => {
    expect(schemaVersionFor(fields('1.40'), '1.35')).toBe('1.35');
    expect(schemaVersionFor(fields('1.3'), '1.35')).toBe('1.35');
    expect(schemaVersionFor(undefined, '1.37')).toBe('1.37');
  });
});

/** A schema that says which version it is, and the version a settings list carries. */
const schemaOf = (version: string): JSONSchema => ({ title: `scenario ${version}` });
const versionIn = (settings: SchemasSettings[]) =>
  (settings.find((s) => s.uri === 'inmemory://schemas/scenario.json')?.schema as { title?: string })
    ?.title;

describe('followSchemas', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(source: string) {
    const store = createPlaygroundStore({ source });
    const updates: SchemasSettings[][] = [];
    const loaded: string[] = [];
    const load = (v: string) => {
      loaded.push(v);
      return Promise.resolve(schemaOf(v));
    };
    const first = currentSchemaInputs(store);
    const stop = followSchemas(
      { update: ({ schemas }) => void updates.push(schemas) },
      { ...first, scenario: schemaOf(first.version) },
      { store, load, debounceMs: 400 },
    );
    return { store, updates, loaded, first, stop };
  }

  it("loads the new version's schema when the scenario's version changes, and only then", async () => {
    const { store, updates, loaded, first } = setUp(scenario('1.32'));
    expect(first.version).toBe('1.32');
    store.getState().setSource(scenario('1.32', '  namespace: a\n'));
    await vi.runAllTimersAsync();
    expect(updates).toEqual([]);

    store.getState().setSource(scenario('1.36'));
    await vi.runAllTimersAsync();
    expect(loaded).toEqual(['1.36']);
    expect(updates.map(versionIn)).toEqual(['scenario 1.36']);

    // No version at all means 1.32 again.
    store.getState().setSource(scenario());
    await vi.runAllTimersAsync();
    expect(updates.map(versionIn)).toEqual(['scenario 1.36', 'scenario 1.32']);
  });

  it('waits for a pause in typing and keeps the version while the text is not YAML', async () => {
    const { store, updates, loaded } = setUp(scenario('1.35'));
    store.getState().setSource(scenario('1.36'));
    store.getState().setSource('request: [');
    await vi.runAllTimersAsync();
    expect(loaded).toEqual([]);
    expect(updates).toEqual([]);
  });

  it("drops a version's schema that arrives after a newer version was asked for", async () => {
    const store = createPlaygroundStore({ source: scenario('1.32') });
    const pending: Record<string, (s: JSONSchema) => void> = {};
    const updates: SchemasSettings[][] = [];
    followSchemas(
      { update: ({ schemas }) => void updates.push(schemas) },
      { version: '1.32', crdBranches: [], scenario: schemaOf('1.32') },
      { store, load: (v) => new Promise((resolve) => (pending[v] = resolve)), debounceMs: 400 },
    );
    store.getState().setSource(scenario('1.35'));
    await vi.runAllTimersAsync();
    store.getState().setSource(scenario('1.37'));
    await vi.runAllTimersAsync();
    pending['1.37']!(schemaOf('1.37'));
    await vi.runAllTimersAsync();
    pending['1.35']!(schemaOf('1.35'));
    await vi.runAllTimersAsync();
    expect(updates.map(versionIn)).toEqual(['scenario 1.37']);
  });

  it('stops following when told to', async () => {
    const { store, updates, stop } = setUp(scenario('1.32'));
    stop();
    store.getState().setSource(scenario('1.36'));
    await vi.runAllTimersAsync();
    expect(updates).toEqual([]);
  });
});
