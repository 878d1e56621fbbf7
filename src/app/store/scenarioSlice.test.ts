import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { selectBlockingSection, selectMarkers, selectSectionText } from './sectionSelectors.ts';
import { selectErrorLines, selectResult } from './selectors.ts';

describe('section editing', () => {
  it('writes an edited object into the scenario and reruns the chain', () => {
    const store = createEvaluatedStore();
    const object = selectSectionText('object')(store.getState())!;
    store.getState().setSectionText('object', object.replace('name: web', 'name: api'));
    expect(store.getState().source).toContain('name: api');
    expect(selectResult(store.getState())?.request?.name).toBe('api');
  });

  it('keeps the typed text on screen while it does not parse, and holds the result back', () => {
    const store = createEvaluatedStore();
    const broken = 'kind: Pod\nmetadata: {\n';
    const before = store.getState().source;
    store.getState().setSectionText('object', broken);
    expect(selectSectionText('object')(store.getState())).toBe(broken);
    expect(store.getState().source).toBe(before);
    expect(selectResult(store.getState())).toBeUndefined();
    expect(selectErrorLines(store.getState())[0]).toMatch(/^Object 3:1: /);
    expect(selectMarkers('object')(store.getState())[0]).toMatchObject({
      line: 3,
      severity: 'error',
    });
    expect(selectBlockingSection(store.getState())).toBe('object');
  });

  it('ignores edits to other sections while one does not parse', () => {
    const store = createEvaluatedStore();
    store.getState().setSectionText('object', 'kind: [\n');
    const source = store.getState().source;
    store.getState().setSectionText('webhooks', '{}\n');
    expect(store.getState().source).toBe(source);
  });

  it('keeps a section edit in progress when the request bar changes a field', () => {
    const store = createEvaluatedStore();
    store.getState().setSectionText('object', 'kind: [\n');
    store.getState().setField(['request', 'operation'], 'UPDATE');
    expect(selectSectionText('object')(store.getState())).toBe('kind: [\n');
    store.getState().setSectionText('object', 'apiVersion: v1\nkind: Pod\nmetadata: { name: x }\n');
    expect(store.getState().source).toContain('operation: UPDATE');
    expect(selectResult(store.getState())?.request?.operation).toBe('UPDATE');
  });

  it('marks an engine error in the section that holds its pointer', () => {
    const store = createEvaluatedStore();
    store.getState().setSectionText('webhooks', 'deny.example.com:\n  latencyMs: soon\n');
    const markers = selectMarkers('webhooks')(store.getState());
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ line: 2, column: 14 });
  });
});

describe('request fields', () => {
  it('quotes strings YAML 1.1 would read as something else', () => {
    const store = createEvaluatedStore();
    store.getState().setField(['request', 'userInfo', 'username'], 'yes');
    store.getState().setField(['request', 'userInfo', 'groups'], ['system:masters', '123']);
    store.getState().setField(['request', 'dryRun'], true);
    expect(store.getState().source).toContain('username: "yes"');
    const request = selectResult(store.getState())?.request;
    expect(request?.dryRun).toBe(true);
  });

  it('does nothing while the scenario text is not YAML', () => {
    const store = createEvaluatedStore({ source: 'request: {\n' });
    store.getState().setField(['request', 'operation'], 'DELETE');
    expect(store.getState().source).toBe('request: {\n');
  });
});

describe('adding a cluster object', () => {
  const limitRange =
    'apiVersion: v1\nkind: LimitRange\nmetadata: { name: limits, namespace: team-a }\nspec:\n  limits: [ { type: Container, max: { cpu: "2" } } ]\n';

  it('appends it to cluster.objects, where the engine and the Cluster editor see it', () => {
    const store = createEvaluatedStore();
    store.getState().addClusterObject(limitRange);
    expect(selectSectionText('cluster')(store.getState())).toContain('kind: LimitRange');
    expect(selectErrorLines(store.getState())).toEqual([]);
    expect(selectResult(store.getState())).toBeDefined();
    expect(store.getState().source).toContain('kind: ValidatingWebhookConfiguration');
    expect(store.getState().past).toHaveLength(1);
  });

  it('shows it in the Cluster editor while a Cluster edit is in progress', () => {
    const store = createEvaluatedStore();
    const cluster = selectSectionText('cluster')(store.getState())!;
    store
      .getState()
      .setSectionText('cluster', cluster.replace('name: team-a', 'name: team-a # mine'));
    store.getState().addClusterObject(limitRange);
    const text = selectSectionText('cluster')(store.getState())!;
    expect(text).toContain('kind: LimitRange');
    expect(text).toContain('name: team-a # mine');
    expect(store.getState().sectionEdit).toBeUndefined();
  });

  it('does nothing while the Cluster text does not parse, which would replace it', () => {
    const store = createEvaluatedStore();
    store.getState().setSectionText('cluster', 'objects: [\n');
    const source = store.getState().source;
    store.getState().addClusterObject(limitRange);
    expect(store.getState().source).toBe(source);
    expect(selectSectionText('cluster')(store.getState())).toBe('objects: [\n');
  });

  it('keeps another section edit in progress and adds the object under it too', () => {
    const store = createEvaluatedStore();
    store.getState().setSectionText('object', 'kind: [\n');
    store.getState().addClusterObject(limitRange);
    expect(selectSectionText('object')(store.getState())).toBe('kind: [\n');
    store.getState().setSectionText('object', 'apiVersion: v1\nkind: Pod\nmetadata: { name: x }\n');
    expect(store.getState().source).toContain('kind: LimitRange');
    expect(store.getState().source).toContain('metadata: { name: x }');
  });

  it('does nothing while the scenario text is not YAML', () => {
    const store = createEvaluatedStore({ source: 'request: {\n' });
    store.getState().addClusterObject(limitRange);
    expect(store.getState().source).toBe('request: {\n');
  });
});
