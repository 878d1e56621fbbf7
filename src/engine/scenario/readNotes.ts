// (ours, docs/format-additions.md "Step notes") Decides what a scenario's `notes:` say: a list of
// teaching notes, each about one step of the pipeline — the webhook, policy or plugin it names
// (`answer` for the answer), in a given reinvocation round when it runs in more than one — which
// the presenter view shows as the steps are revealed. The engine runs nothing differently.

import { Section, invalid } from './section.ts';
import type { ReadContext } from './section.ts';
import { childPointer } from './pointer.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { StepNote } from './types.ts';

const NOTE_FIELDS = ['step', 'round', 'text'];

/** Reads `notes:`; undefined when the scenario has none. Entries that are wrong are reported and left out. */
export function readNotes(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): StepNote[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    invalid(ctx, pointer, 'a list of notes (step, round, text)');
    return undefined;
  }
  const notes: StepNote[] = [];
  value.forEach((entry, i) => {
    const s = Section.open(entry, childPointer(pointer, i), ctx, NOTE_FIELDS);
    if (!s) return;
    const step = s.requiredString('step');
    const text = s.requiredString('text');
    const round = s.read('round', 'a round: 0 or 1', (v) => (v === 0 || v === 1 ? v : undefined));
    if (step === undefined || text === undefined) return;
    if (step.trim() === '') {
      invalid(ctx, s.at('step'), 'a step name (not empty)');
      return;
    }
    notes.push(round === undefined ? { step, text } : { step, round, text });
  });
  return notes;
}
