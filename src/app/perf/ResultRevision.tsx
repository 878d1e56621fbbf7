// Counts the results the page has shown, on <body data-result-revision>: the app benchmark
// (bench/app.bench.ts) times a keystroke to the commit that shows its result by watching it.

import { useLayoutEffect, useRef } from 'react';
import { usePlayground } from '../store/index.ts';
import { selectEvaluation } from '../store/selectors.ts';

/** Bumps the revision after each commit that shows a new evaluation; renders nothing. */
export function ResultRevision() {
  const evaluation = usePlayground(selectEvaluation);
  const revision = useRef(0);
  useLayoutEffect(() => {
    revision.current += 1;
    document.body.dataset.resultRevision = String(revision.current);
  }, [evaluation]);
  return null;
}
