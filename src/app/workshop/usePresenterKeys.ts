// The presenter's keys work anywhere on the page, not only in the pipeline: a presenter's focus is
// wherever they last clicked, and a clicker's PageDown goes to whatever has it.

import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { clampStep } from '../pipeline/pipelineSteps.ts';
import { keepsOwnKeys } from '../pipeline/stepKeys.ts';
import { playgroundStore } from '../store/index.ts';
import { selectSteps } from '../store/pipelineSelectors.ts';
import { presenterMove } from './presenterSteps.ts';

// Space presses these itself.
const pressable = 'button, a[href], summary, [role="button"], [role="link"], [role="tab"]';

function onKeyDown(e: KeyboardEvent): void {
  // Handled already (the pipeline steps with its own keys), typed into a field, or a dialog is up.
  if (
    e.defaultPrevented ||
    keepsOwnKeys(e.target) ||
    document.querySelector('dialog[open]') !== null
  )
    return;
  const target = e.target instanceof Element ? e.target : null;
  if (e.key === ' ' && target?.closest(pressable)) return;
  const state = playgroundStore.getState();
  const count = selectSteps(state).length;
  const move = presenterMove(e, clampStep(state.selectedStep, count), count);
  if (move === undefined) return;
  e.preventDefault();
  if (move.kind === 'leave') {
    state.setMode('edit');
    return;
  }
  // A step that had the focus may be hidden by going back: the focus goes to the step now selected.
  const onStep = target?.closest('[data-step]') != null;
  flushSync(() => state.presentStep(move.to));
  if (onStep) document.querySelector<HTMLElement>(`.pl [data-step="${move.to}"]`)?.focus();
}

/** Steps the presenter view with the arrows, Space, PageUp/PageDown, Home and End; Escape leaves it. */
export function usePresenterKeys(): void {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
