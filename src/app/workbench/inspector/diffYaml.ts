// The object as YAML for the structural diff: keys sorted, so a step that only reorders keys shows
// no change and the same field sits on the same line before and after.

import { stringify } from 'yaml';
import type { JsonValue } from '../../../engine/index.ts';

/** Renders an object as key-sorted YAML; an absent object is the empty text. */
export function diffYaml(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return stringify(value, { lineWidth: 0, version: '1.1', sortMapEntries: true });
}
