// Offers the cluster objects the enabled in-process admission plugins read, one group per plugin
// in chain order (pluginObjects.ts); Add appends the chosen one to cluster.objects.

import { useId, useMemo, useState } from 'react';
import { usePlayground } from '../store/index.ts';
import { selectPluginContext } from '../store/pluginSelectors.ts';
import { selectBlockingSection } from '../store/sectionSelectors.ts';
import { offeredObjects, type OfferedObject } from './pluginObjects.ts';

/** The picker above the Cluster editor; `readOnly` while the editor waits for another section. */
export function ClusterObjectPicker({ readOnly }: { readOnly: boolean }) {
  const context = usePlayground(selectPluginContext);
  // The Cluster text as typed would replace the new object once it parses.
  const clusterBroken = usePlayground((s) => selectBlockingSection(s) === 'cluster');
  const addClusterObject = usePlayground((s) => s.addClusterObject);
  const [choice, setChoice] = useState('');
  const noteId = useId();
  const groups = useMemo(
    () => (context ? offeredObjects(context.enabled, context.namespace, context.username) : []),
    [context],
  );
  const choices = useMemo(
    () =>
      new Map<string, OfferedObject>(
        groups.flatMap((g) => g.objects.map((o, i) => [`${g.plugin}/${String(i)}`, o] as const)),
      ),
    [groups],
  );
  if (context === undefined) return null;
  if (groups.length === 0)
    return <p className="hint">No enabled admission plugin reads a cluster object.</p>;
  const value = choices.has(choice) ? choice : (choices.keys().next().value ?? '');
  const chosen = choices.get(value);
  return (
    <form
      className="object-picker"
      aria-label="Objects plugins read"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) addClusterObject(chosen.yaml);
      }}
    >
      <fieldset disabled={readOnly || clusterBroken}>
        <legend className="visually-hidden">Objects plugins read</legend>
        <label>
          Add an object a plugin reads
          <select
            value={value}
            onChange={(e) => setChoice(e.target.value)}
            aria-describedby={noteId}
          >
            {groups.map((g) => (
              <optgroup key={g.plugin} label={g.plugin}>
                {g.objects.map((o, i) => (
                  <option key={o.label} value={`${g.plugin}/${String(i)}`}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <button type="submit">Add</button>
      </fieldset>
      <p id={noteId} className="hint">
        {clusterBroken ? 'Fix the Cluster text first; then an object can be added.' : chosen?.note}
      </p>
    </form>
  );
}
