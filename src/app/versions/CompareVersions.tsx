// "Compare versions": the scenario run at every modelled version, newest first, each row saying
// where its answer differs from the answer at the scenario's own version; "Open" switches the
// scenario to that version, so the pipeline shows it.

import { useEffect, useRef, useState } from 'react';
import { compareAnswers, KUBERNETES_VERSIONS } from '../../engine/index.ts';
import { browserEngine } from '../evaluation/browserEngine.ts';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { compareAtVersions, type VersionRun } from './compareAtVersions.ts';
import { setKubernetesVersion } from './setKubernetesVersion.ts';
import { pickVersion } from './VersionPicker.tsx';
import styles from './versions.module.css';

const newestFirst = [...KUBERNETES_VERSIONS].reverse();

// The scenario apart from its version: a comparison stays current while only the version changes.
const withoutVersion = (source: string) => setKubernetesVersion(source, '0') ?? source;

/** The compare button and, once run, the table of versions. */
export function CompareVersions() {
  const source = usePlayground((s) => s.source);
  const version = usePlayground((s) => selectRequestFields(s)?.kubernetesVersion) || '1.32';
  const [compared, setCompared] = useState<{ key: string; runs: VersionRun[] }>();
  const [running, setRunning] = useState(false);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const start = () => {
    stop.current?.();
    const text = playgroundStore.getState().source;
    setRunning(true);
    stop.current = compareAtVersions(browserEngine, text, newestFirst, (runs) => {
      setCompared({ key: withoutVersion(text), runs });
      setRunning(false);
    });
  };

  const current = compared !== undefined && compared.key === withoutVersion(source);
  const baseline = compared?.runs.find((r) => r.version === version);
  const rows =
    compared !== undefined && baseline !== undefined
      ? compareAnswers(baseline.answer, compared.runs)
      : [];
  return (
    <section className={styles.compare} aria-label="Compare versions">
      <button type="button" onClick={start} disabled={running}>
        {running ? 'Comparing…' : current ? 'Compare again' : 'Compare versions'}
      </button>
      {compared !== undefined && !current && (
        <p className={styles.note}>The scenario changed since the comparison.</p>
      )}
      {rows.length > 0 && (
        <table className={current ? styles.table : `${styles.table} ${styles.stale}`}>
          <caption>Each version against {version}, the scenario&apos;s</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Answer</th>
              <th scope="col">Differs in</th>
              <th scope="col">Open</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.version} aria-current={row.version === version ? 'true' : undefined}>
                <th scope="row">{row.version}</th>
                <td>{row.verdict}</td>
                <td>
                  {row.differences.length === 0 && row.steps.length === 0
                    ? row.version === version
                      ? '—'
                      : 'nothing'
                    : row.differences.join(', ')}
                  {row.steps.length > 0 && (
                    <ul className={styles.steps}>
                      {row.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    disabled={row.version === version}
                    onClick={() => pickVersion(row.version)}
                  >
                    Open {row.version}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
