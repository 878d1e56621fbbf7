// Turns an admission result into the steps a person walks through: one per trace entry, grouped
// into stages in the API server's order, then the answer.

import type { AdmissionResult, JsonValue, Status, TraceEntry } from '../../engine/index.ts';

/** The part of the request's life a stage covers. */
export type StageKind = 'setup' | 'decode' | 'mutating' | 'storage' | 'validating' | 'answer';

/** One step of the pipeline. `position` is its 0-based place among all steps. */
export type PipelineStep =
  | {
      kind: 'trace';
      position: number;
      stage: StageKind;
      entry: TraceEntry;
      /** The object as the step found it, when the entry does not carry objectBefore itself. */
      objectBefore?: JsonValue;
    }
  | { kind: 'answer'; position: number; stage: 'answer' };

/** Consecutive steps of one stage (a mutating reinvocation round is its own stage). */
export interface PipelineStage {
  id: string;
  kind: StageKind;
  title: string;
  /** One sentence a newcomer needs to read this stage. */
  note: string;
  round?: number;
  steps: PipelineStep[];
}

/** The steps in order and the same steps grouped by stage. */
export interface Pipeline {
  stages: PipelineStage[];
  steps: PipelineStep[];
}

function stageOf(entry: TraceEntry): Omit<PipelineStage, 'steps'> {
  switch (entry.phase) {
    case 'setup':
      return {
        id: 'setup',
        kind: 'setup',
        title: 'Setup',
        note: "Creating the scenario's cluster objects, as the API server would on create.",
      };
    case 'decode':
      return {
        id: 'decode',
        kind: 'decode',
        title: 'Decoding the request',
        note: 'Before any admission plugin runs, the API server decodes the body into its typed object and fills in the defaults: what every plugin and webhook sees.',
      };
    case 'mutating':
      return (entry.round ?? 0) === 0
        ? {
            id: 'mutating-0',
            kind: 'mutating',
            round: 0,
            title: 'Mutating admission',
            note: 'One webhook at a time, configurations in name order; each sees the object as the previous one patched it.',
          }
        : {
            id: `mutating-${entry.round}`,
            kind: 'mutating',
            round: entry.round ?? 1,
            title: `Reinvocation round ${entry.round}`,
            note: 'A webhook changed the object after an earlier one ran: webhooks with reinvocationPolicy IfNeeded may be called once more.',
          };
    case 'storage':
      return { id: 'storage', kind: 'storage', title: 'Storage', note: storageNote(entry) };
    case 'validating':
      return {
        id: 'validating',
        kind: 'validating',
        title: 'Validating admission',
        note: 'Every matching webhook is called at once; the first error to arrive is the answer.',
      };
  }
}

// The storage stage's sentence: a DELETE's BeforeDelete and an update's preconditions (their reasons
// start with the store function's name: engine/run/beforeDelete.ts, updatePreconditions.ts) are not
// a create's preparation.
function storageNote(entry: TraceEntry): string {
  const reason = entry.reason ?? '';
  if (reason.startsWith('BeforeDelete:'))
    return "Before both admission phases: the store's BeforeDelete checks the DeleteOptions' preconditions (uid, resourceVersion) against the stored object and settles the grace period; a failed precondition is a 409 Conflict before any webhook is called.";
  if (reason.startsWith('GuaranteedUpdate:'))
    return "The store reads the stored object and checks the update's preconditions against it (its uid before mutating admission, its resourceVersion after); a mismatch is a 409 Conflict, and the registry's changes and field validation follow only when they hold.";
  return "Between the two admission phases: the namespace check, generateName, uid and creationTimestamp, the registry's own changes (status reset, generation, Service IPs) that validating admission then sees, and field validation, whose 422 names the step that wrote each invalid field.";
}

// A stage with admission policies in it says where they run: in the API server, before the webhooks.
const policyNotes: Partial<Record<string, string>> = {
  'mutating-0':
    'In-process plugins and MutatingAdmissionPolicies first, evaluated in the API server; then one webhook at a time, configurations in name order. Each sees the object as the step before left it.',
  validating:
    'In-process plugins and ValidatingAdmissionPolicies first, evaluated in the API server: a denial stops the request there. Then every matching webhook is called at once; the first error to arrive is the answer.',
};

// A stage with in-process plugins says they run inside the API server, in their fixed order.
const pluginNotes: Partial<Record<StageKind, string>> = {
  mutating:
    "The in-process plugins run first, in the API server's fixed order, then one webhook at a time, configurations in name order. Each sees the object as the step before left it.",
  validating:
    "The in-process plugins run first, in the API server's fixed order: a refusal stops the request there. Then every matching webhook is called at once; the first error to arrive is the answer.",
};

const webhookPlugins = new Set(['MutatingAdmissionWebhook', 'ValidatingAdmissionWebhook']);

/** Tells whether a step is a compiled-in admission plugin (not a webhook, a policy or a storage step). */
export const isInProcessStep = (entry: TraceEntry): boolean =>
  (entry.phase === 'mutating' || entry.phase === 'validating') &&
  entry.webhook === undefined &&
  entry.policy === undefined &&
  !webhookPlugins.has(entry.plugin);

const answerStage = (position: number): PipelineStage => ({
  id: 'answer',
  kind: 'answer',
  title: 'Answer',
  note: 'What the API server answers, as kubectl prints it.',
  steps: [{ kind: 'answer', position, stage: 'answer' }],
});

/** Builds the pipeline: trace entries in order, a new stage whenever the phase or round changes, then the answer. */
export function pipelineSteps(result: AdmissionResult): Pipeline {
  const stages: PipelineStage[] = [];
  const steps: PipelineStep[] = [];
  // The object as the chain last saw it, so a step with only objectAfter (storage) can still show a diff.
  let current: JsonValue | undefined;
  for (const entry of result.trace) {
    const stage = stageOf(entry);
    let last = stages.at(-1);
    if (last === undefined || last.id !== stage.id) {
      last = { ...stage, steps: [] };
      stages.push(last);
    }
    const step: PipelineStep = { kind: 'trace', position: steps.length, stage: stage.kind, entry };
    if (
      entry.objectBefore === undefined &&
      entry.objectAfter !== undefined &&
      current !== undefined
    ) {
      step.objectBefore = current;
    }
    current = entry.objectAfter ?? entry.objectBefore ?? current;
    last.steps.push(step);
    steps.push(step);
  }
  for (const stage of stages) {
    const note = policyNotes[stage.id];
    if (
      note !== undefined &&
      stage.steps.some((st) => st.kind === 'trace' && st.entry.policy !== undefined)
    )
      stage.note = note;
    else if (stage.steps.some((st) => st.kind === 'trace' && isInProcessStep(st.entry)))
      stage.note = pluginNotes[stage.kind] ?? stage.note;
  }
  const answer = answerStage(steps.length);
  stages.push(answer);
  steps.push(...answer.steps);
  return { stages, steps };
}

/** Clamps a selected step into 0..count-1 (0 when there are no steps). */
export function clampStep(selected: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(selected)), count - 1);
}

/** Reports whether two statuses are the same answer (the same object, or equal field for field). */
export const sameStatus = (a: Status | undefined, b: Status | undefined): boolean =>
  a !== undefined && b !== undefined && (a === b || JSON.stringify(a) === JSON.stringify(b));

/** Finds the step whose status the API server answered with; undefined when the request was allowed. */
export function decidingStep(
  pipeline: Pipeline,
  result: AdmissionResult,
): PipelineStep | undefined {
  if (result.allowed) return undefined;
  return pipeline.steps.findLast(
    (s) => s.kind === 'trace' && sameStatus(s.entry.status, result.status),
  );
}
