// Writes the difference between two pod specs (or ephemeral containers) for a refused update:
// upstream prints go-cmp's cmp.Diff of the internal structs, which goCmpDiff.ts follows in structure
// but not byte for byte (its spacing, field order and type names; the callers record that).

import type { JsonValue } from '../../apimachinery/types.ts';
import { goCmpDiff } from '../goCmpDiff.ts';

/** The cmp.Diff(old, now) text of two values of the Go type `type`, ending in a newline. */
export const podSpecDiff = (old: JsonValue, now: JsonValue, type = 'core.PodSpec'): string =>
  goCmpDiff(old, now, type);

/** The not-simulated note of a message that carries such a diff. */
export const cmpDiffNote = (what: string): string =>
  `the cmp.Diff text in ${what} is not byte-exact: the playground writes it in go-cmp's layout (markers, tab indentation, two context records, "... // N identical fields") with a plain space where go-cmp picks a space or U+00A0 at random, and with the JSON field order and no Go type names inside`;
