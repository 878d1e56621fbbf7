import type { ReactNode } from 'react';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { usePlayground } from '../../store/index.ts';
import { selectOutcome } from '../../store/selectors.ts';

/** Renders its children once the first result is in: their lazy chunks are fetched after the verdict is on screen, not before. */
export function AfterFirstResult({ children }: { children: ReactNode }) {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  return outcome === undefined ? null : children;
}
