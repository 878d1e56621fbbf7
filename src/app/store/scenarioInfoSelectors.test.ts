import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { selectScenarioInfo } from './scenarioInfoSelectors.ts';

const scenario = (extra: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: demo
${extra}
request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: x, namespace: default }
`;

describe('selectScenarioInfo', () => {
  it('gives the name, title and description of the scenario', () => {
    const store = createEvaluatedStore({
      source: scenario('title: Demo\ndescription: Teaches *one* thing.'),
    });
    expect(selectScenarioInfo(store.getState())).toEqual({
      name: 'demo',
      title: 'Demo',
      description: 'Teaches *one* thing.',
    });
  });

  it('gives undefined title and description when the scenario has none', () => {
    const store = createEvaluatedStore({ source: scenario('') });
    expect(selectScenarioInfo(store.getState())).toEqual({
      name: 'demo',
      title: undefined,
      description: undefined,
    });
  });

  it('gives undefined while the text does not parse', () => {
    const store = createEvaluatedStore({ source: 'name: [' });
    expect(selectScenarioInfo(store.getState())).toBeUndefined();
  });

  it('keeps the same object across edits that leave title and description alone', () => {
    const store = createEvaluatedStore({ source: scenario('title: Demo') });
    const before = selectScenarioInfo(store.getState());
    store.getState().setSource(scenario('title: Demo').replace('name: x', 'name: y'));
    expect(selectScenarioInfo(store.getState())).toBe(before);
    store.getState().setSource(scenario('title: Other'));
    expect(selectScenarioInfo(store.getState())).not.toBe(before);
  });
});
