import { useEffect, type ReactNode } from 'react';
import { graceAfterAnswer, useAnswerOnScreen } from '../../result/answerOnScreen.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { usePlayground } from '../../store/index.ts';
import { selectOutcome } from '../../store/selectors.ts';

/** Renders its children once the first result is in: their lazy chunks are fetched after the verdict is on screen, not before. */
export function AfterFirstResult({ children }: { children: ReactNode }) {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  return outcome === undefined ? null : children;
}

/** Renders its children once the first answer is on screen (kubectl's line painted): their chunks never compete with it. */
export function AfterAnswerOnScreen({ children }: { children: ReactNode }) {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  const shown = useAnswerOnScreen();
  // Should the map never draw (its chunk lost), the inspector still comes, a while later.
  const computed = outcome !== undefined;
  useEffect(() => (computed && !shown ? graceAfterAnswer() : undefined), [computed, shown]);
  return outcome === undefined || !shown ? null : children;
}
