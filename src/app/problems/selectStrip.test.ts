import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { sampleScenario } from '../sampleScenario.ts';
import { selectStrip } from './selectStrip.ts';

const withTypos = sampleScenario
  .replace(
    'resources: [pods]\n          sideEffects: None\n          admissionReviewVersions: [v1]\n          failurePolicy',
    'resources: [pod]\n          sideEffects: None\n          admissionReviewVersions: [v1]\n          failurePolicy',
  )
  .replace('  deny.example.com:\n    latencyMs', '  deny.exmple.com:\n    latencyMs');

describe('selectStrip', () => {
  it('lists nothing for the sample, and the same object while nothing changes', () => {
    const store = createEvaluatedStore();
    const strip = selectStrip(store.getState());
    // The sample's webhooks fail closed on every Pod: the Review group's findings (src/app/review tests them).
    expect(strip.groups.map((g) => [g.id, g.id === 'review' ? 'any' : g.rows.length])).toEqual([
      ['errors', 0],
      ['problems', 0],
      ['review', 'any'],
    ]);
    store.getState().selectStep(3);
    expect(selectStrip(store.getState())).toBe(strip);
  });

  it('places each finding in the section editor that shows it, and counts them per editor', () => {
    const store = createEvaluatedStore({ source: withTypos });
    store.getState().setSource(withTypos);
    const { groups, counts } = selectStrip(store.getState());
    const problems = groups.find((g) => g.id === 'problems')!;
    expect(problems.rows.map((r) => r.where)).toEqual([
      'Webhook servers 8:1',
      expect.stringMatching(/^Configurations and policies \d+:\d+$/),
    ]);
    // Every Review finding of the sample is at a webhook's field, in Configurations.
    const review = groups.find((g) => g.id === 'review')!.rows.length;
    expect(counts).toEqual({ webhooks: 1, configurations: 1 + review });
  });

  it('places them in the whole scenario while its tab is on show', () => {
    const store = createEvaluatedStore({ source: withTypos });
    store.getState().setSource(withTypos);
    store.getState().selectInputTab('scenario');
    const rows = selectStrip(store.getState()).groups.find((g) => g.id === 'problems')!.rows;
    const lines = withTypos.split('\n');
    expect(rows.map((r) => lines[(r.span?.line ?? 0) - 1]?.trim())).toEqual([
      'deny.exmple.com:',
      'resources: [pod]',
    ]);
  });

  it('lists why the text cannot run in the Errors group, placed at its line', () => {
    const store = createEvaluatedStore();
    store.getState().setSectionText('object', 'kind: Pod\nmetadata: {\n');
    const errors = selectStrip(store.getState()).groups[0]!;
    expect(errors.rows[0]?.where).toBe('Object 3:1');
    expect(errors.rows[0]?.finding.severity).toBe('error');
  });
});
