import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from './index.ts';

describe('workbench slice', () => {
  it('leaves the first result to select the deciding step until a step is chosen', () => {
    const store = createPlaygroundStore();
    expect(store.getState().autoSelect).toBe(true);
    store.getState().selectStep(3);
    expect(store.getState()).toMatchObject({ autoSelect: false, selectedStep: 3 });
  });

  it('asks again when another scenario is opened', () => {
    const store = createPlaygroundStore();
    store.getState().selectStep(3);
    store.getState().autoSelectStep();
    expect(store.getState()).toMatchObject({ autoSelect: true, selectedStep: 0 });
  });

  it('keeps the presenter’s step when the presenter steps', () => {
    const store = createPlaygroundStore();
    store.getState().setMode('present');
    store.getState().presentStep(2);
    expect(store.getState()).toMatchObject({ autoSelect: false, selectedStep: 2 });
  });

  it('remembers the inspector tab, the object view and the hovered field', () => {
    const store = createPlaygroundStore();
    store.getState().selectInspectorTab('patch');
    store.getState().setObjectView('blame');
    store.getState().hoverPointer('/metadata/labels');
    store.getState().setShowBuiltIns(true);
    expect(store.getState()).toMatchObject({
      inspectorTab: 'patch',
      objectView: 'blame',
      hoveredPointer: '/metadata/labels',
      showBuiltIns: true,
    });
  });
});
