// Keeps the object editors' schema in step with the CustomResourceDefinitions of the scenario's
// cluster (crdSchemas.ts): when the CRDs' branches change, monaco-yaml is reconfigured (which
// restarts its worker, so it happens only then, after a pause in typing).

import type { JSONSchema, MonacoYaml } from 'monaco-yaml';
import { playgroundStore } from '../../store/index.ts';
import { schemaSettings } from '../yamlSchemas.ts';
import { scenarioCrdBranches } from './crdSchemas.ts';

const DEBOUNCE_MS = 400;

/** The branches for the scenario as it is now, for the first configuration. */
export const currentCrdBranches = (): JSONSchema[] =>
  scenarioCrdBranches(playgroundStore.getState().source);

/** Follows the store's scenario and updates monaco-yaml when its CRD schemas change. */
export function followCrdSchemas(yaml: MonacoYaml, scenario: JSONSchema): () => void {
  let key = JSON.stringify(currentCrdBranches());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = (): void => {
    const branches = currentCrdBranches();
    const next = JSON.stringify(branches);
    if (next === key) return;
    key = next;
    void yaml.update({ schemas: schemaSettings(scenario, branches) });
  };
  const unsubscribe = playgroundStore.subscribe((s, previous) => {
    if (s.source === previous.source) return;
    clearTimeout(timer);
    timer = setTimeout(apply, DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
