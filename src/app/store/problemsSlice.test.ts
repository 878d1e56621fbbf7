import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from './index.ts';

const source = 'request:\n  namespace: team-a # bar\ncluster: {}\n';

describe('applySourceEdit', () => {
  it('splices the text as one undo step, and each fix is a step of its own', () => {
    let clock = 0;
    const store = createPlaygroundStore({ source }, { now: () => clock });
    const { applySourceEdit } = store.getState();
    applySourceEdit(source, { from: 22, to: 28, text: 'payments' });
    const once = store.getState().source;
    expect(once).toBe('request:\n  namespace: payments # bar\ncluster: {}\n');
    clock += 10; // well within the typing burst
    applySourceEdit(once, { from: once.length, to: once.length, text: '# end\n' });
    expect(store.getState().source).toBe(`${once}# end\n`);
    store.getState().undo();
    expect(store.getState().source).toBe(once);
    store.getState().undo();
    expect(store.getState().source).toBe(source);
    store.getState().redo();
    expect(store.getState().source).toBe(once);
  });

  it('ignores a fix computed for another text, one out of range, and one while a section does not parse', () => {
    const store = createPlaygroundStore({ source });
    store.getState().applySourceEdit('other', { from: 0, to: 1, text: 'x' });
    store.getState().applySourceEdit(source, { from: 5, to: 999, text: 'x' });
    expect(store.getState().source).toBe(source);
    expect(store.getState().past).toEqual([]);
    store.getState().setSectionText('object', 'kind: [\n');
    store.getState().applySourceEdit(source, { from: 0, to: 0, text: '# x\n' });
    expect(store.getState().source).toBe(source);
  });
});

describe('revealInEditor', () => {
  it('shows the place’s tab and asks its editor for the place, anew each time', () => {
    const store = createPlaygroundStore({ source });
    const place = {
      target: 'configurations',
      line: 3,
      column: 5,
      endLine: 3,
      endColumn: 9,
    } as const;
    store.getState().revealInEditor(place);
    expect(store.getState().inputTab).toBe('configurations');
    expect(store.getState().reveal).toEqual({ ...place, seq: 1 });
    store.getState().revealInEditor(place);
    expect(store.getState().reveal?.seq).toBe(2);
  });
});
