import { describe, expect, it } from 'vitest';
import { sampleScenario } from '../sampleScenario.ts';
import { coalesceMs, historyLimit } from './historySlice.ts';
import { createPlaygroundStore } from './index.ts';
import { selectSectionText } from './sectionSelectors.ts';

/** A store on a hand-wound clock. */
function setup() {
  let t = 0;
  const store = createPlaygroundStore(undefined, { now: () => t });
  const wait = (ms: number) => {
    t += ms;
  };
  return { store, wait, s: () => store.getState() };
}

describe('history', () => {
  it('starts with nothing to undo or redo, and undo then does nothing', () => {
    const { s } = setup();
    expect(s().past).toEqual([]);
    expect(s().future).toEqual([]);
    s().undo();
    s().redo();
    expect(s().source).toBe(sampleScenario);
  });

  it('undoes and redoes a whole-scenario edit', () => {
    const { s } = setup();
    s().setSource('kind: Other\n');
    s().undo();
    expect(s().source).toBe(sampleScenario);
    expect(s().future).toEqual(['kind: Other\n']);
    s().redo();
    expect(s().source).toBe('kind: Other\n');
    expect(s().past).toEqual([sampleScenario]);
  });

  it('makes one step of a burst of typing in the same editor', () => {
    const { s, wait } = setup();
    for (const name of ['a', 'ap', 'api']) {
      const object = selectSectionText('object')(s())!;
      s().setSectionText('object', object.replace(/name: \w+/, `name: ${name}`));
      wait(coalesceMs - 100);
    }
    expect(s().past).toHaveLength(1);
    s().undo();
    expect(s().source).toBe(sampleScenario);
  });

  it('starts a new step after a pause in typing', () => {
    const { s, wait } = setup();
    s().setSource(`${sampleScenario}# one\n`);
    wait(coalesceMs);
    s().setSource(`${sampleScenario}# one two\n`);
    expect(s().past).toEqual([sampleScenario, `${sampleScenario}# one\n`]);
  });

  it('starts a new step when the change comes from another editor', () => {
    const { s } = setup();
    s().setField(['request', 'operation'], 'DELETE');
    const object = selectSectionText('object')(s())!;
    s().setSectionText('object', object.replace('name: web', 'name: api'));
    expect(s().past).toHaveLength(2);
    s().undo();
    expect(s().source).toContain('operation: DELETE');
    expect(s().source).toContain('name: web');
    s().undo();
    expect(s().source).toBe(sampleScenario);
  });

  it('takes back the two fields a user preset sets in one step', () => {
    const { s } = setup();
    s().setField(['request', 'userInfo', 'username'], 'bob');
    s().setField(['request', 'userInfo', 'groups'], ['ops']);
    expect(s().past).toEqual([sampleScenario]);
  });

  it('takes back an added cluster object in one step', () => {
    const { s } = setup();
    s().addClusterObject('apiVersion: v1\nkind: LimitRange\nmetadata: { name: l }\n');
    expect(s().past).toEqual([sampleScenario]);
    s().undo();
    expect(s().source).toBe(sampleScenario);
  });

  it('records nothing while a section edit does not parse, and one step once it does', () => {
    const { s, wait } = setup();
    const object = selectSectionText('object')(s())!;
    s().setSectionText('object', 'kind: [\n');
    expect(s().past).toEqual([]);
    wait(coalesceMs * 2);
    s().setSectionText('object', object.replace('name: web', 'name: api'));
    expect(s().past).toEqual([sampleScenario]);
  });

  it('drops a section edit in progress on undo', () => {
    const { s } = setup();
    s().setField(['request', 'operation'], 'DELETE');
    s().setSectionText('object', 'kind: [\n');
    s().undo();
    expect(s().sectionEdit).toBeUndefined();
    expect(s().source).toBe(sampleScenario);
  });

  it('does not record undo and redo themselves, nor merge typing into an undone step', () => {
    const { s } = setup();
    s().setSource('a: 1\n');
    s().undo();
    s().setSource('b: 1\n');
    expect(s().past).toEqual([sampleScenario]);
    expect(s().future).toEqual([]);
  });

  it('clears the redo steps on a new change', () => {
    const { s, wait } = setup();
    s().setSource('a: 1\n');
    wait(coalesceMs);
    s().setSource('a: 2\n');
    s().undo();
    s().setField(['request', 'operation'], 'DELETE');
    expect(s().future).toEqual([]);
  });

  it('keeps at most the last historyLimit steps', () => {
    const { s, wait } = setup();
    for (let i = 0; i <= historyLimit + 5; i++) {
      s().setSource(`n: ${String(i)}\n`);
      wait(coalesceMs);
    }
    expect(s().past).toHaveLength(historyLimit);
    expect(s().past[0]).toBe('n: 5\n');
  });

  it('forgets everything on clearHistory', () => {
    const { s } = setup();
    s().setSource('a: 1\n');
    s().undo();
    s().clearHistory();
    expect(s().past).toEqual([]);
    expect(s().future).toEqual([]);
  });
});

describe('an edit with an origin of its own', () => {
  it('is one undo step even right after typing', () => {
    let t = 0;
    const store = createPlaygroundStore({ source: 'a' }, { now: () => t });
    store.getState().setSource('ab');
    t = 100;
    store.getState().setSource('abc', 'kubernetesVersion');
    expect(store.getState().past).toEqual(['a', 'ab']);
    store.getState().undo();
    expect(store.getState().source).toBe('ab');
  });
});
