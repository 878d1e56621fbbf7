import { useEffect } from 'react';
import { playgroundStore, usePlayground } from '../../store/index.ts';
import { selectOutcome } from '../../store/selectors.ts';
import { deciderOf } from '../map/mapOfResult.ts';

/** When a result first appears (page load, an example opened), selects the step that decided it — unless a link or the person chose one. */
export function useAutoSelect(): void {
  const autoSelect = usePlayground((s) => s.autoSelect);
  const result = usePlayground((s) => selectOutcome(s)?.result);
  useEffect(() => {
    if (!autoSelect || result === undefined) return;
    playgroundStore.getState().selectStep(deciderOf(result));
  }, [autoSelect, result]);
}
