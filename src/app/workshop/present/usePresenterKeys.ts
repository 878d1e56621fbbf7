// The presenter's keys work anywhere on the page (a clicker's PageDown goes to whatever has the
// focus): →, ↓, Space, PageDown reveal the next step; ←, ↑, PageUp go back; Home, End; `i` shows
// or hides the inspector; Esc closes the inspector, else leaves. They are taken in the capture
// phase, before the map's own arrow keys, which would select steps not yet revealed.

import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { keepsOwnKeys } from '../../pipeline/stepKeys.ts';
import { playgroundStore } from '../../store/index.ts';
import { presenterMove } from '../presenterSteps.ts';
import { indexOf, type PresentPlan } from './presentPlan.ts';
import { presentIndex } from './presenterMoves.ts';

/** What the keys act on besides the walk. */
export interface PresenterKeyActions {
  toggleInspector: () => void;
  /** Closes the inspector if it is open; returns whether it was. */
  closeInspector: () => boolean;
  leave: () => void;
}

// The presenter's own controls (Exit) and the inspector keep Space and the arrows.
const ownControls = '.present-bar, .present-inspector';

/** Steps the presenter view with the keyboard and a clicker. */
export function usePresenterKeys(
  plan: PresentPlan | undefined,
  actions: PresenterKeyActions,
): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (plan === undefined || keepsOwnKeys(e.target) || document.querySelector('dialog[open]'))
        return;
      const target = e.target instanceof Element ? e.target : null;
      const plain = !(e.altKey || e.ctrlKey || e.metaKey || e.shiftKey);
      if (plain && e.key === 'i') {
        e.preventDefault();
        actions.toggleInspector();
        return;
      }
      if (target?.closest(ownControls) && e.key !== 'Escape' && !e.key.startsWith('Page')) return;
      const count = plan.order.length;
      const at = indexOf(plan, playgroundStore.getState().selectedStep);
      const move = presenterMove(e, at, count);
      if (move === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      if (move.kind === 'leave') {
        if (!actions.closeInspector()) actions.leave();
        return;
      }
      const onStep = target?.closest('[data-step]') != null;
      flushSync(() => presentIndex(plan, move.to));
      // A focused step may just have been hidden: the focus follows the step now selected.
      if (onStep)
        document
          .querySelector<HTMLElement>(
            `.present-stage [data-step="${String(playgroundStore.getState().selectedStep)}"]`,
          )
          ?.focus();
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [plan, actions]);
}
