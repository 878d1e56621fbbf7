import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../engine/index.ts';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { selectResult } from '../store/selectors.ts';
import { laneLayout, niceCeil } from './laneLayout.ts';
import { pipelineSteps, type PipelineStep } from './pipelineSteps.ts';

const scenario = (file: string) =>
  readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8');

const call = (position: number, webhook: string, extra: Partial<TraceEntry>): PipelineStep => ({
  kind: 'trace',
  position,
  stage: 'validating',
  entry: {
    phase: 'validating',
    plugin: 'ValidatingAdmissionWebhook',
    configuration: 'c',
    webhook,
    outcome: 'allowed',
    reason: '',
    timeoutSeconds: 10,
    ...extra,
  },
});

function lanesOf(file: string) {
  const result = selectResult(createEvaluatedStore({ source: scenario(file) }).getState());
  if (result === undefined) throw new Error(`${file} does not run`);
  const validating = pipelineSteps(result).steps.filter((s) => s.stage === 'validating');
  return laneLayout(validating, result.status);
}

describe('niceCeil', () => {
  it.each([
    [0, 1],
    [800, 1000],
    [3000, 5000],
    [50, 50],
    [120, 200],
  ])('rounds %d ms up to %d ms', (ms, nice) => expect(niceCeil(ms)).toBe(nice));
});

describe('laneLayout', () => {
  it('draws each call from the common start to its own end, as a share of the axis', () => {
    const layout = laneLayout(
      [
        call(4, 'slow', { startMs: 100, endMs: 900 }),
        call(5, 'fast', { startMs: 100, endMs: 150 }),
      ],
      undefined,
    );
    expect(layout.axisMs).toBe(1000);
    expect(layout.ticks).toEqual([
      { ms: 0, pct: 0 },
      { ms: 500, pct: 50 },
      { ms: 1000, pct: 100 },
    ]);
    expect(layout.lanes.map((l) => l.bar)).toEqual([
      { leftPct: 0, widthPct: 80, latencyMs: 800 },
      { leftPct: 0, widthPct: 5, latencyMs: 50 },
    ]);
  });

  it('stretches the axis to a nearby timeout and leaves a distant one off it', () => {
    const near = laneLayout(
      [call(0, 'a', { startMs: 0, endMs: 2000, timeoutSeconds: 3 })],
      undefined,
    );
    expect(near.axisMs).toBe(5000);
    expect(near.lanes[0]?.timeoutPct).toBe(60);
    const far = laneLayout(
      [call(0, 'a', { startMs: 0, endMs: 20, timeoutSeconds: 10 })],
      undefined,
    );
    expect(far.axisMs).toBe(20);
    expect(far.lanes[0]?.timeoutPct).toBeUndefined();
    expect(far.lanes[0]?.timeoutMs).toBe(10000);
  });

  it('gives instant calls a 10 ms axis', () => {
    const layout = laneLayout([call(0, 'instant', { startMs: 40, endMs: 40 })], undefined);
    expect(layout.axisMs).toBe(10);
    expect(layout.lanes[0]?.bar).toEqual({ leftPct: 0, widthPct: 0, latencyMs: 0 });
  });

  it('keeps a lane without a bar for a skipped webhook', () => {
    const layout = laneLayout(
      [call(0, 'called', { startMs: 0, endMs: 10 }), call(1, 'skipped', { outcome: 'skipped' })],
      undefined,
    );
    expect(layout.lanes[1]).toMatchObject({ webhook: 'skipped', firstDenial: false });
    expect(layout.lanes[1]?.bar).toBeUndefined();
  });

  it('marks the earliest-arriving denial when the final status is not given', () => {
    const status = (message: string) => ({
      kind: 'Status' as const,
      apiVersion: 'v1' as const,
      metadata: {},
      status: 'Failure',
      message,
      code: 403,
    });
    const layout = laneLayout(
      [
        call(0, 'slow', { startMs: 0, endMs: 80, status: status('slow') }),
        call(1, 'fast', { startMs: 0, endMs: 30, status: status('fast') }),
      ],
      undefined,
    );
    expect(layout.lanes.map((l) => l.firstDenial)).toEqual([false, true]);
  });

  it('marks the fast denial the server reports in the parallel-validation scenario', () => {
    const layout = lanesOf('04-parallel-validation-first-denial.yaml');
    expect(layout.lanes.map((l) => [l.webhook, l.bar?.latencyMs, l.firstDenial])).toEqual([
      ['slow.validate.example.com', 800, false],
      ['fast.validate.example.com', 50, true],
    ]);
  });

  it('puts the timeout line at the end of a call that timed out', () => {
    const lane = lanesOf('05-failurepolicy-timeout.yaml').lanes[0];
    expect(lane?.bar?.latencyMs).toBe(lane?.timeoutMs);
    expect(lane?.timeoutPct).toBe(lane?.bar?.widthPct);
    expect(lane?.firstDenial).toBe(true);
  });
});
