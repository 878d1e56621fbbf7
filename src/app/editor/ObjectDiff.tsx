// The object before and after one step: a light line diff at first, replaced by Monaco's diff
// editor (the same lazy chunk as the code editor) once the page is idle.

import { Suspense, lazy } from 'react';
import styles from './editor.module.css';
import { LineDiffView } from './LineDiffView.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { useIdleFlag } from './useIdleFlag.ts';

const MonacoDiffEditor = lazy(() => import('./MonacoDiffEditor.tsx'));

export interface ObjectDiffProps {
  /** The accessible name of the diff region. */
  label: string;
  /** The object before the step, as YAML. */
  before: string;
  /** The object after the step, as YAML. */
  after: string;
  theme: 'light' | 'dark';
}

/** Shows how one step changed the object. */
export function ObjectDiff({ label, before, after, theme }: ObjectDiffProps) {
  const monacoWanted = useIdleFlag();
  const plain = <LineDiffView before={before} after={after} />;
  return (
    <div role="region" aria-label={label} className="object-diff">
      {before === after ? (
        <p className={styles.noChange}>No change</p>
      ) : (
        <ChunkBoundary fallback={plain}>
          <Suspense fallback={plain}>
            {monacoWanted ? (
              <MonacoDiffEditor before={before} after={after} theme={theme} />
            ) : (
              plain
            )}
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}
