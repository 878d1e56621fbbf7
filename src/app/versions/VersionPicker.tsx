// The Kubernetes version the scenario models, newest first. A pick rewrites only the value of the
// scenario's `kubernetesVersion` (or adds that one line): one undoable edit, every other byte kept.

import { KUBERNETES_VERSIONS } from '../../engine/index.ts';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { setKubernetesVersion } from './setKubernetesVersion.ts';

const newestFirst = [...KUBERNETES_VERSIONS].reverse();

/** Writes a version into the scenario text; false when the text cannot take it (not a YAML map). */
export function pickVersion(version: string): boolean {
  const { source, setSource } = playgroundStore.getState();
  const next = setKubernetesVersion(source, version);
  if (next === undefined) return false;
  if (next !== source) setSource(next, 'kubernetesVersion');
  return true;
}

/** A select of every modelled version; the scenario's own (1.32 when it names none) is selected. */
export function VersionPicker() {
  const version = usePlayground((s) => selectRequestFields(s)?.kubernetesVersion) || '1.32';
  const known = (newestFirst as readonly string[]).includes(version);
  return (
    <label>
      Kubernetes
      <select value={version} onChange={(e) => pickVersion(e.target.value)}>
        {!known && (
          <option value={version} disabled>
            {version} (not modelled)
          </option>
        )}
        {newestFirst.map((v) => (
          <option key={v}>{v}</option>
        ))}
      </select>
    </label>
  );
}
