// Places the validating webhook calls on one time axis: they start together, each lasts its
// latency, a call reaching timeoutSeconds is a timeout, and the first error to arrive is the answer.

import type { AdmissionResult, Status, TraceOutcome } from '../../engine/index.ts';
import { memoizeLast } from '../store/memoizeLast.ts';
import { pipelineOf } from '../store/pipelineSelectors.ts';
import { sameStatus, type PipelineStep } from './pipelineSteps.ts';

/** One validating webhook as a lane; `bar` is absent for a webhook that was not called. */
export interface Lane {
  position: number;
  webhook: string;
  configuration: string;
  outcome: TraceOutcome;
  bar?: { leftPct: number; widthPct: number; latencyMs: number };
  /** Where this webhook's timeout falls, when the axis reaches it. */
  timeoutPct?: number;
  timeoutMs?: number;
  /** The error the API server reports: the first to arrive. */
  firstDenial: boolean;
}

/** The axis and its lanes; times are relative to the moment the calls start. */
export interface LaneLayout {
  axisMs: number;
  ticks: { ms: number; pct: number }[];
  lanes: Lane[];
}

/** Rounds up to 1, 2 or 5 times a power of ten, so ticks fall on round numbers. */
export function niceCeil(ms: number): number {
  if (ms <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(ms));
  const step = [1, 2, 5, 10].find((m) => m * power >= ms) ?? 10;
  return step * power;
}

// A timeout further out than this many times the slowest call would squash every bar to nothing.
const timeoutReach = 2;
// Instant calls (latencyMs 0) still get a readable axis in whole milliseconds.
const minAxisMs = 10;

/** Lays out the validating steps' calls; `finalStatus` is the result's status, to find the reported denial. */
export function laneLayout(
  steps: readonly PipelineStep[],
  finalStatus: Status | undefined,
): LaneLayout {
  const calls = steps.flatMap((s) =>
    s.kind === 'trace' && s.entry.webhook !== undefined
      ? [{ position: s.position, entry: s.entry }]
      : [],
  );
  const called = calls.filter((c) => c.entry.startMs !== undefined && c.entry.endMs !== undefined);
  const t0 = Math.min(...called.map((c) => c.entry.startMs ?? 0));
  const slowest = Math.max(0, ...called.map((c) => (c.entry.endMs ?? 0) - t0));
  const timeouts = called
    .map((c) => (c.entry.timeoutSeconds ?? 0) * 1000)
    .filter((t) => t > 0 && t <= Math.max(slowest, 1) * timeoutReach);
  const axisMs = niceCeil(Math.max(minAxisMs, slowest, ...timeouts));
  const pct = (ms: number): number => Math.min(100, (ms / axisMs) * 100);

  // The reported error is the one that is the result's status; else the earliest arrival, then position.
  const errors = called.filter((c) => c.entry.status !== undefined);
  const reported =
    errors.find((c) => sameStatus(c.entry.status, finalStatus)) ??
    [...errors].sort(
      (a, b) => (a.entry.endMs ?? 0) - (b.entry.endMs ?? 0) || a.position - b.position,
    )[0];

  const lanes = calls.map(({ position, entry }): Lane => {
    const lane: Lane = {
      position,
      webhook: entry.webhook ?? '',
      configuration: entry.configuration ?? '',
      outcome: entry.outcome,
      firstDenial: reported?.position === position,
    };
    if (entry.startMs === undefined || entry.endMs === undefined) return lane;
    const latencyMs = entry.endMs - entry.startMs;
    lane.bar = { leftPct: pct(entry.startMs - t0), widthPct: pct(latencyMs), latencyMs };
    if (entry.timeoutSeconds !== undefined) {
      lane.timeoutMs = entry.timeoutSeconds * 1000;
      if (lane.timeoutMs <= axisMs) lane.timeoutPct = pct(lane.timeoutMs);
    }
    return lane;
  });
  // Three ticks: their labels stay apart even on a narrow track.
  const ticks = [0, 0.5, 1].map((f) => ({ ms: f * axisMs, pct: f * 100 }));
  return { axisMs, ticks, lanes };
}

/** Lays out the validating stage of a result; the same object for the same result. */
export const lanesOf = memoizeLast((result: AdmissionResult): LaneLayout =>
  laneLayout(
    pipelineOf(result).steps.filter((s) => s.stage === 'validating'),
    result.status,
  ),
);
