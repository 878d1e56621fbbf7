import { describe, expect, it } from 'vitest';
import type { JsonValue, TraceEntry } from '../../../engine/index.ts';
import { pipelineSteps, type PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { runForTest } from '../map/runForTest.testing.ts';
import { blameOf, blameTrail, fieldBlames, objectAt } from './blame.ts';

// Steps built by hand: each entry says what the object was, what it became and, for a webhook, its patch.
const steps = (entries: Partial<TraceEntry>[]): PipelineStep[] =>
  entries.map((e, position) => ({
    kind: 'trace',
    position,
    stage: e.phase === 'decode' ? 'decode' : 'mutating',
    entry: {
      phase: 'mutating',
      plugin: 'MutatingAdmissionWebhook',
      outcome: 'patched',
      reason: '',
      ...e,
    } as TraceEntry,
  }));

const pod = (containers: JsonValue[], extra: Record<string, JsonValue> = {}): JsonValue => ({
  metadata: { name: 'web' },
  spec: { containers, ...extra },
});
const c = (name: string, image: string) => ({ name, image });

describe('blame', () => {
  it('keeps an element’s writer when a webhook inserts before it', () => {
    const s0 = pod([c('app', 'nginx')]);
    const s1 = pod([c('app', 'nginx:1.27')]);
    const s2 = pod([c('sidecar', 'envoy'), c('app', 'nginx:1.27')]);
    const trail = blameTrail(
      steps([
        {
          webhook: 'pin',
          objectBefore: s0,
          objectAfter: s1,
          patch: [{ op: 'replace', path: '/spec/containers/0/image', value: 'nginx:1.27' }],
        },
        {
          webhook: 'inject',
          objectBefore: s1,
          objectAfter: s2,
          patch: [{ op: 'add', path: '/spec/containers/0', value: c('sidecar', 'envoy') }],
        },
      ]),
    );
    expect(blameOf(trail, 1, '/spec/containers/1/image')?.last).toEqual({
      position: 0,
      how: 'patch',
    });
    expect(blameOf(trail, 1, '/spec/containers/0/image')?.last).toEqual({
      position: 1,
      how: 'patch',
    });
    expect(blameOf(trail, 1, '/spec/containers/1/name')?.last).toEqual({
      position: -1,
      how: 'request',
    });
  });

  it('keeps a shifted element’s writer when only the objects are known (a plugin inserts)', () => {
    const s0 = pod([c('app', 'nginx')]);
    const s1 = pod([c('init', 'busybox'), c('app', 'nginx')]);
    const trail = blameTrail(steps([{ plugin: 'SomePlugin', objectBefore: s0, objectAfter: s1 }]));
    expect(blameOf(trail, 0, '/spec/containers/1/image')?.last.position).toBe(-1);
    expect(blameOf(trail, 0, '/spec/containers/0/image')?.last).toEqual({
      position: 0,
      how: 'changed',
    });
  });

  it('names round 1 for a field written in round 0 and again in round 1, with both in the history', () => {
    const s0 = { metadata: { labels: { a: '1' } } };
    const s1 = { metadata: { labels: { a: '2' } } };
    const s2 = { metadata: { labels: { a: '3' } } };
    const patch = (v: string) => [{ op: 'replace', path: '/metadata/labels/a', value: v }];
    const trail = blameTrail(
      steps([
        { webhook: 'w', round: 0, objectBefore: s0, objectAfter: s1, patch: patch('2') },
        { webhook: 'w', round: 1, objectBefore: s1, objectAfter: s2, patch: patch('3') },
      ]),
    );
    const blame = blameOf(trail, 1, '/metadata/labels/a');
    expect(blame?.last.position).toBe(1);
    expect(blame?.history.map((w) => w.position)).toEqual([-1, 0, 1]);
  });

  it('credits defaults re-applied after a patch to that step, as defaulting', () => {
    const s0 = pod([c('app', 'nginx')]);
    const added = { name: 'sidecar', image: 'envoy' };
    const after = pod([c('app', 'nginx'), { ...added, imagePullPolicy: 'IfNotPresent' }]);
    const trail = blameTrail(
      steps([
        {
          webhook: 'inject',
          objectBefore: s0,
          objectAfter: after,
          patch: [{ op: 'add', path: '/spec/containers/-', value: added }],
        },
      ]),
    );
    expect(blameOf(trail, 0, '/spec/containers/1/imagePullPolicy')?.last).toEqual({
      position: 0,
      how: 'defaulted',
    });
    expect(blameOf(trail, 0, '/spec/containers/1/image')?.last).toEqual({
      position: 0,
      how: 'patch',
    });
    expect(blameOf(trail, 0, '/spec/containers/0/image')?.last.position).toBe(-1);
  });

  it('names the step that added a removed field back, and keeps the removal in its history', () => {
    const s0 = { metadata: { labels: { team: 'a' } } };
    const s1 = { metadata: { labels: {} } };
    const s2 = { metadata: { labels: { team: 'b' } } };
    const trail = blameTrail(
      steps([
        {
          webhook: 'strip',
          objectBefore: s0,
          objectAfter: s1,
          patch: [{ op: 'remove', path: '/metadata/labels/team' }],
        },
        {
          webhook: 'restore',
          objectBefore: s1,
          objectAfter: s2,
          patch: [{ op: 'add', path: '/metadata/labels/team', value: 'b' }],
        },
      ]),
    );
    expect(blameOf(trail, 0, '/metadata/labels/team')).toBeUndefined();
    const blame = blameOf(trail, 1, '/metadata/labels/team');
    expect(blame?.last).toEqual({ position: 1, how: 'patch' });
    expect(blame?.history).toEqual([
      { position: -1, how: 'request' },
      { position: 0, how: 'removed' },
      { position: 1, how: 'patch' },
    ]);
  });

  it('ignores key order: a reordered object is not a write', () => {
    const trail = blameTrail(
      steps([{ plugin: 'P', objectBefore: { a: 1, b: 2 }, objectAfter: { b: 2, a: 1 } }]),
    );
    expect(fieldBlames(trail.at[0]!).every((f) => f.last.position === -1)).toBe(true);
  });

  it('follows the sample: defaults by decode, the label by the webhook, the final object unchanged', () => {
    const result = runForTest();
    const pipeline = pipelineSteps(result);
    const trail = blameTrail(pipeline.steps);
    const labeler = pipeline.steps.find(
      (s) => s.kind === 'trace' && s.entry.webhook === 'labeler.example.com',
    )!;
    const last = pipeline.steps.length - 1;
    expect(blameOf(trail, last, '/metadata/labels/injected')?.last).toEqual({
      position: labeler.position,
      how: 'patch',
    });
    expect(blameOf(trail, last, '/spec/containers/0/image')?.last.position).toBe(-1);
    expect(blameOf(trail, last, '/spec/restartPolicy')?.last).toEqual({
      position: 0,
      how: 'defaulted',
    });
    expect(blameOf(trail, last, '/spec/serviceAccountName')?.last.position).toBeGreaterThan(0);
    const storage = pipeline.steps.find((s) => s.stage === 'storage')!;
    expect(objectAt(trail, storage.position)).toEqual(
      storage.kind === 'trace' ? storage.entry.objectAfter : undefined,
    );
  });
});
