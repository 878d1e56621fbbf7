// Keeps monaco-yaml's schemas in step with the scenario: its Kubernetes version picks the generated
// schema (scenario-<version>.json, one lazy chunk per version: only the versions a person uses are
// fetched, and only once Monaco is up, after the first verdict), and its cluster's
// CustomResourceDefinitions add branches for custom resources (crd/crdSchemas.ts). Reconfiguring
// restarts the YAML worker, so it happens only when either changes, after a pause in typing; the
// worker then checks every model again, so the markers follow the version at once.

import type { JSONSchema, SchemasSettings } from 'monaco-yaml';
import type { KubernetesVersion } from '../../engine/index.ts';
import { playgroundStore } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { scenarioCrdBranches } from './crd/crdSchemas.ts';
import { schemaVersionFor } from './schemaVersion.ts';
import { schemaSettings } from './yamlSchemas.ts';

const DEBOUNCE_MS = 400;

// Vite makes each generated file a chunk of its own; a checkout that has not run `npm run gen` has
// none (the glob finds nothing) and the editors run without schemas rather than a broken build.
const chunks = import.meta.glob<JSONSchema>('./schemas/scenario-*.json', { import: 'default' });

/** Loads one version's scenario schema; undefined when it was not generated or failed to load. */
export function loadScenarioSchema(version: KubernetesVersion): Promise<JSONSchema | undefined> {
  const load = chunks[`./schemas/scenario-${version}.json`];
  return load ? load().catch(() => undefined) : Promise.resolve(undefined);
}

/** What the schemas follow in the store: the version and the CRDs' branches, as of now. */
export interface SchemaInputs {
  version: KubernetesVersion;
  crdBranches: JSONSchema[];
}

type Store = typeof playgroundStore;

/** The scenario's schema inputs; `previous` is kept while its version cannot be read. */
export function currentSchemaInputs(
  store: Store = playgroundStore,
  previous?: KubernetesVersion,
): SchemaInputs {
  const state = store.getState();
  return {
    version: schemaVersionFor(selectRequestFields(state), previous),
    crdBranches: scenarioCrdBranches(state.source),
  };
}

/** The part of monaco-yaml the follower drives. */
export interface SchemaTarget {
  update(options: { schemas: SchemasSettings[] }): Promise<void> | void;
}

/** What the follower reads: the store, the schema chunks, the pause after typing. */
export interface FollowOptions {
  store?: Store;
  load?: (version: KubernetesVersion) => Promise<JSONSchema | undefined>;
  debounceMs?: number;
}

/**
 * Follows the store's scenario and updates `yaml` when its version or its CRD schemas change.
 * `first` is what `yaml` was configured with. Returns the unsubscribe function.
 */
export function followSchemas(
  yaml: SchemaTarget,
  first: SchemaInputs & { scenario: JSONSchema | undefined },
  {
    store = playgroundStore,
    load = loadScenarioSchema,
    debounceMs = DEBOUNCE_MS,
  }: FollowOptions = {},
): () => void {
  let version = first.version;
  let scenario = first.scenario;
  let branchesKey = JSON.stringify(first.crdBranches);
  let wanted = version; // the newest version asked for: an older load that finishes late is dropped
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = async (): Promise<void> => {
    const next = currentSchemaInputs(store, wanted);
    const key = JSON.stringify(next.crdBranches);
    if (next.version === version && key === branchesKey) return;
    wanted = next.version;
    let nextScenario = scenario;
    if (next.version !== version) {
      nextScenario = await load(next.version);
      if (wanted !== next.version) return;
    }
    version = next.version;
    scenario = nextScenario;
    branchesKey = key;
    await yaml.update({ schemas: scenario ? schemaSettings(scenario, next.crdBranches) : [] });
  };
  const unsubscribe = store.subscribe((s, previous) => {
    if (s.source === previous.source) return;
    clearTimeout(timer);
    timer = setTimeout(() => void apply(), debounceMs);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
