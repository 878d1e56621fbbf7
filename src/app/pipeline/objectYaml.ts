// Objects as YAML for the diff view: the same text for the same object, lines not folded.

import { stringify } from 'yaml';
import type { JsonValue } from '../../engine/index.ts';

/** Renders an object as YAML; an absent object is the empty text. */
export function objectYaml(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  // YAML 1.1 quoting, as kubectl reads it: a label value "yes" is written "yes", not yes (a boolean).
  return stringify(value, { lineWidth: 0, version: '1.1' });
}
