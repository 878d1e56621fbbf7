// Blame: for every field of the object at any step, the step that last wrote it and its write
// history. Built from what the trace carries: a step's JSON patch when it has one (so shifted array
// elements keep their history), then the object it left (defaults re-applied after a patch, a
// plugin's or the registry's changes) reconciled with what the patch gave.

import type { JsonValue, TraceEntry } from '../../../engine/index.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { applyTaggedPatch } from './applyTaggedPatch.ts';
import { reconcile } from './reconcile.ts';
import { tag, untag, type Tagged, type Write } from './tagged.ts';

/** The object after each step that saw it, tagged; `at[p]` is the object as step p left it. */
export interface BlameTrail {
  /** Indexed by step position; undefined where the step has no object (setup, DELETE). */
  at: (Tagged | undefined)[];
}

const objectBefore = (step: PipelineStep): JsonValue | undefined =>
  step.kind === 'trace' ? (step.entry.objectBefore ?? step.objectBefore) : undefined;

// A defaulting step (decode), or a step that changed the object without a patch.
const howChanged = (entry: TraceEntry): Write['how'] =>
  entry.phase === 'decode' ? 'defaulted' : 'changed';

/** Follows the object through the steps, recording who wrote what. */
export function blameTrail(steps: readonly PipelineStep[]): BlameTrail {
  const at: (Tagged | undefined)[] = [];
  let current: Tagged | undefined;
  for (const step of steps) {
    if (step.kind !== 'trace') {
      at[step.position] = current;
      continue;
    }
    const { entry, position } = step;
    const before = objectBefore(step);
    // The object as submitted is the request's; after that, a step sees what the previous one left.
    if (current === undefined && before !== undefined)
      current = tag(before, [{ position: -1, how: 'request' }]);
    else if (current !== undefined && before !== undefined)
      current = reconcile(current, before, {
        position: Math.max(-1, position - 1),
        how: 'changed',
      });
    if (current !== undefined && entry.objectAfter !== undefined) {
      let patched = current;
      if (entry.patch !== undefined && entry.patch.length > 0) {
        try {
          patched = applyTaggedPatch(current, entry.patch, { position, how: 'patch' });
        } catch {
          // A patch that does not apply as recorded: fall back to comparing the objects.
          patched = current;
        }
      }
      // What the patch does not explain (defaults re-applied after it, a plugin's changes).
      const how = patched === current ? howChanged(entry) : 'defaulted';
      current = reconcile(patched, entry.objectAfter, { position, how });
    }
    at[position] = current;
  }
  return { at };
}

/** One field's blame: its JSON pointer, the write that set it last, and every write, oldest first. */
export interface FieldBlame {
  pointer: string;
  last: Write;
  history: readonly Write[];
}

/** Lists every node of a tagged object with its blame, in document order. */
export function fieldBlames(node: Tagged, pointer = ''): FieldBlame[] {
  const own: FieldBlame[] =
    node.history.length === 0
      ? []
      : [{ pointer, last: node.history.at(-1)!, history: node.history }];
  if (node.kind === 'leaf') return own;
  const children =
    node.kind === 'array'
      ? node.items.flatMap((item, i) => fieldBlames(item, `${pointer}/${i}`))
      : [...node.entries].flatMap(([k, v]) =>
          fieldBlames(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`),
        );
  return [...own, ...children];
}

/** The blame of one field of the object as step `position` left it; undefined when it has no such field. */
export function blameOf(
  trail: BlameTrail,
  position: number,
  pointer: string,
): FieldBlame | undefined {
  const root = trail.at[position];
  return root === undefined ? undefined : fieldBlames(root).find((f) => f.pointer === pointer);
}

/** The object as step `position` left it. */
export const objectAt = (trail: BlameTrail, position: number): JsonValue | undefined => {
  const root = trail.at[position];
  return root === undefined ? undefined : untag(root);
};
