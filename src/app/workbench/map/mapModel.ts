// The pipeline map's model: the steps of one result laid out as the map draws them — the decode
// node, the mutating matrix (webhooks and policies × rounds, built-in plugins folded into one
// row), storage, the validating time axis and the answer. Pure, so it is tested without a page.

import type { TraceEntry } from '../../../engine/index.ts';
import { isInProcessStep, type Pipeline, type PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { stepContext, stepName } from '../../pipeline/stepText.ts';
import { cellOf, type MapCell } from './mapCell.ts';
import { defaultsCount } from './defaultsCount.ts';

export type { MapCell } from './mapCell.ts';

/** One row of the mutating matrix: a webhook, a policy binding or a built-in plugin, one cell per round. */
export interface MatrixRow {
  id: string;
  name: string;
  /** "in 10-labeler", or a policy's binding. */
  context: string | undefined;
  /** Loaded from a staticManifestsDir (manifest-based admission), not through the API. */
  isStatic: boolean;
  kind: 'webhook' | 'policy' | 'plugin';
  /** The configuration's name: webhooks are called in its byte order. */
  sortKey: string | undefined;
  /** Indexed by round; undefined where the row has no step in that round. */
  cells: (MapCell | undefined)[];
}

/** The built-in plugins of one phase, folded into one row unless expanded. */
export interface BuiltInGroup {
  rows: MatrixRow[];
  /** "6 built-in · 3 patched". */
  summary: string;
  /** Expanded whatever the person chose: one of them decided the answer. */
  decides: boolean;
}

/** One row of the validating time axis. */
export interface TimelineRow {
  id: string;
  name: string;
  context: string | undefined;
  /** Loaded from a staticManifestsDir (manifest-based admission), not through the API. */
  isStatic: boolean;
  kind: 'webhook' | 'policy';
  cell: MapCell;
  /** Simulated ms from the phase's start; policies are instant marks at 0. */
  startMs: number;
  endMs: number;
  /** Where a call would time out (timeoutSeconds), in ms from its start. */
  timeoutMs: number | undefined;
  /** The first denial to arrive: the answer. */
  firstDenial: boolean;
  /** Its place in name order (the arrival order draws the rows). */
  nameIndex: number;
}

export interface MapModel {
  /** Creating the scenario's cluster objects: drawn only when a step there has something to say (a refusal). */
  setup: MapCell[];
  decode: MapCell | undefined;
  /** How many fields the decode step's defaulting set in the object ("+12 defaults"). */
  defaults: number;
  mutating: {
    /** The rounds drawn: [0], or [0, 1] when reinvocation happened. */
    rounds: number[];
    builtIns: BuiltInGroup;
    rows: MatrixRow[];
    /** Why there is a round 1, in one sentence. */
    reinvocation: string | undefined;
    /** The step whose change made the round: the arrow to round 1 starts at its node. */
    reinvokedBy: number | undefined;
  };
  /** The steps between the phases: storage's preparation, then field (or schema) validation, in one band. */
  storage: StorageNode[];
  validating: {
    builtIns: BuiltInGroup;
    rows: TimelineRow[];
    /** The axis' end in ms (at least 1). */
    spanMs: number;
  };
  answer: { position: number; allowed: boolean };
  /** The step that decided the answer (the answer itself when allowed). */
  decider: number;
}

type TraceStep = Extract<PipelineStep, { kind: 'trace' }>;

/** A node of the storage band and the words under it. */
export interface StorageNode {
  cell: MapCell;
  text: string;
}

// The storage band's words per step: the preparation, field validation, a custom resource's schema,
// a DELETE's BeforeDelete (its preconditions and grace period: engine/run/beforeDelete.ts and
// gracefulDelete.ts) and an update's uid and resourceVersion preconditions (updatePreconditions.ts),
// named by the store function their reasons start with.
function storageText(step: TraceStep): string {
  if (step.entry.plugin === 'fieldValidation') return 'field validation';
  if (step.entry.fieldErrors !== undefined) return 'schema validation';
  const reason = step.entry.reason ?? '';
  if (reason.startsWith('BeforeDelete:')) return 'delete preconditions, grace period';
  if (reason.startsWith('GuaranteedUpdate:')) return 'uid, resourceVersion preconditions';
  return 'uid, timestamps, registry changes';
}

const rowId = (e: TraceEntry): string =>
  e.webhook !== undefined
    ? `webhook:${e.configuration ?? ''}/${e.webhook}`
    : e.policy !== undefined
      ? `policy:${e.policy}/${e.binding ?? ''}/${e.param ?? ''}`
      : `plugin:${e.plugin}`;

const rowKind = (e: TraceEntry): MatrixRow['kind'] =>
  e.webhook !== undefined ? 'webhook' : e.policy !== undefined ? 'policy' : 'plugin';

/** Groups steps into matrix rows, in the order each row first appears (the call order). */
function matrixRows(steps: readonly TraceStep[], decider: number): MatrixRow[] {
  const rows = new Map<string, MatrixRow>();
  for (const step of steps) {
    const { entry } = step;
    const id = rowId(entry);
    let row = rows.get(id);
    if (row === undefined) {
      row = {
        id,
        name: stepName(step),
        context: stepContext(entry),
        isStatic: entry.staticManifest !== undefined,
        kind: rowKind(entry),
        sortKey: entry.configuration,
        cells: [],
      };
      rows.set(id, row);
    }
    row.cells[entry.round ?? 0] = cellOf(step, decider);
  }
  return [...rows.values()];
}

function builtInGroup(rows: MatrixRow[], decider: number): BuiltInGroup {
  const cells = rows.flatMap((r) => r.cells.filter((c): c is MapCell => c !== undefined));
  const patched = new Set(
    rows.filter((r) => r.cells.some((c) => c?.state === 'patched')).map((r) => r.id),
  ).size;
  const parts = [`${rows.length} built-in`];
  if (patched > 0) parts.push(`${patched} patched`);
  const refused = cells.filter((c) => c.state === 'denied').length;
  if (refused > 0) parts.push(`${refused} refused`);
  return { rows, summary: parts.join(' · '), decides: cells.some((c) => c.position === decider) };
}

/**
 * The step whose change made a reinvocation round: the last webhook or policy that changed the
 * object in round 0 (mutating/dispatcher.go: a change after a webhook with reinvocationPolicy
 * IfNeeded ran schedules it again; reinvocationContext.go).
 */
function changerOf(
  round0: readonly TraceStep[],
  round1: readonly TraceStep[],
): TraceStep | undefined {
  if (round1.length === 0) return undefined;
  return round0.findLast((s) => s.entry.outcome === 'patched' && !isInProcessStep(s.entry));
}

/** Says why there is a reinvocation round: which step changed the object last in round 0. */
function reinvocationText(
  round0: readonly TraceStep[],
  round1: readonly TraceStep[],
): string | undefined {
  if (round1.length === 0) return undefined;
  const changer = changerOf(round0, round1);
  const by = changer === undefined ? 'an earlier step' : stepName(changer);
  const called = round1
    .filter((s) => !isInProcessStep(s.entry) && s.entry.outcome !== 'skipped')
    .map((s) => stepName(s));
  const who = called.length === 0 ? 'none was called again' : `called again: ${called.join(', ')}`;
  return `Object changed by ${by} → reinvoke IfNeeded (${who})`;
}

// The phase's first call, where its time axis starts.
function originOf(steps: readonly TraceStep[]): number {
  const start = Math.min(...steps.map((s) => s.entry.startMs ?? Infinity));
  return Number.isFinite(start) ? start : 0;
}

function timelineRows(steps: readonly TraceStep[], decider: number): TimelineRow[] {
  const byName = [...steps].sort((a, b) => stepName(a).localeCompare(stepName(b)));
  const origin = originOf(steps);
  const rows = steps.map((step): TimelineRow => {
    const { entry } = step;
    const called = entry.startMs !== undefined && entry.endMs !== undefined;
    return {
      id: rowId(entry),
      name: stepName(step),
      context: stepContext(entry),
      isStatic: entry.staticManifest !== undefined,
      kind: entry.webhook !== undefined ? 'webhook' : 'policy',
      cell: cellOf(step, decider),
      startMs: called ? (entry.startMs ?? 0) - origin : 0,
      endMs: called ? (entry.endMs ?? 0) - origin : 0,
      timeoutMs: entry.timeoutSeconds === undefined ? undefined : entry.timeoutSeconds * 1000,
      firstDenial: step.position === decider,
      nameIndex: byName.indexOf(step),
    };
  });
  // Policies first (they run in the API server at t=0), then webhooks in the order their answers arrived.
  return rows.sort((a, b) =>
    a.kind === b.kind
      ? a.endMs - b.endMs || a.nameIndex - b.nameIndex
      : a.kind === 'policy'
        ? -1
        : 1,
  );
}

/** Lays out one pipeline as the map draws it; `decider` is the step that decided the answer (the answer's own position when allowed). */
export function mapModel(pipeline: Pipeline, allowed: boolean, decider: number): MapModel {
  const trace = pipeline.steps.filter((s): s is TraceStep => s.kind === 'trace');
  const mutating = trace.filter((s) => s.stage === 'mutating');
  const validating = trace.filter((s) => s.stage === 'validating');
  const decode = trace.find((s) => s.stage === 'decode');
  const storage = trace.filter((s) => s.stage === 'storage');
  const rounds = [...new Set(mutating.map((s) => s.entry.round ?? 0))].sort((a, b) => a - b);
  const answer = pipeline.steps.at(-1);
  const round0 = mutating.filter((s) => (s.entry.round ?? 0) === 0);
  const round1 = mutating.filter((s) => (s.entry.round ?? 0) > 0);
  return {
    setup: trace.filter((s) => s.stage === 'setup').map((s) => cellOf(s, decider)),
    decode: decode && cellOf(decode, decider),
    defaults:
      decode === undefined ? 0 : defaultsCount(decode.entry.objectBefore, decode.entry.objectAfter),
    mutating: {
      rounds: rounds.length === 0 ? [0] : rounds,
      builtIns: builtInGroup(
        matrixRows(
          mutating.filter((s) => isInProcessStep(s.entry)),
          decider,
        ),
        decider,
      ),
      rows: matrixRows(
        mutating.filter((s) => !isInProcessStep(s.entry)),
        decider,
      ),
      reinvocation: reinvocationText(round0, round1),
      reinvokedBy: changerOf(round0, round1)?.position,
    },
    storage: storage.map((s) => ({ cell: cellOf(s, decider), text: storageText(s) })),
    validating: {
      builtIns: builtInGroup(
        matrixRows(
          validating.filter((s) => isInProcessStep(s.entry)),
          decider,
        ),
        decider,
      ),
      rows: timelineRows(
        validating.filter((s) => !isInProcessStep(s.entry)),
        decider,
      ),
      spanMs: Math.max(1, ...validating.map((s) => (s.entry.endMs ?? 0) - originOf(validating))),
    },
    answer: { position: answer?.position ?? 0, allowed },
    decider,
  };
}
