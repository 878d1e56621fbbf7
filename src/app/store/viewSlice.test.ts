import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from './index.ts';

describe('view slice', () => {
  it('opens in the editor when there is no page query', () => {
    expect(createPlaygroundStore().getState().mode).toBe('edit');
  });

  it('starts the presenter view at the first step with only it on show', () => {
    const store = createPlaygroundStore();
    store.getState().selectStep(4);
    store.getState().setMode('present');
    expect(store.getState()).toMatchObject({ mode: 'present', selectedStep: 0, revealedStep: 0 });
  });

  it('keeps the selected step when leaving the presenter view', () => {
    const store = createPlaygroundStore({ mode: 'present' });
    store.getState().presentStep(3);
    store.getState().setMode('edit');
    expect(store.getState()).toMatchObject({ mode: 'edit', selectedStep: 3 });
  });

  it('restarts the presenter view when it is asked for again (another scenario was opened)', () => {
    const store = createPlaygroundStore({ mode: 'present' });
    store.getState().presentStep(2);
    store.getState().setMode('present');
    expect(store.getState()).toMatchObject({ selectedStep: 0, revealedStep: 0 });
  });

  it('reveals steps going forward and hides the last one going back', () => {
    const store = createPlaygroundStore({ mode: 'present' });
    const { presentStep } = store.getState();
    presentStep(1);
    presentStep(2);
    expect(store.getState()).toMatchObject({ selectedStep: 2, revealedStep: 2 });
    presentStep(1);
    expect(store.getState()).toMatchObject({ selectedStep: 1, revealedStep: 1 });
  });

  it('keeps the steps on show when an earlier one is picked', () => {
    const store = createPlaygroundStore({ mode: 'present' });
    store.getState().presentStep(4);
    store.getState().selectStep(1);
    store.getState().presentStep(0);
    expect(store.getState()).toMatchObject({ selectedStep: 0, revealedStep: 4 });
  });
});
