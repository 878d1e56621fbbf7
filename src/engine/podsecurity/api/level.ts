// Pod Security levels: mirrors ParseLevel, Level.Valid and CompareLevels of
// k8s.io/pod-security-admission/api/helpers.go (v0.32).

import { type Level, levelPrivileged, levelRestricted, validLevels } from './constants.ts';
import type { ParseResult } from './version.ts';

/** Reports whether s names a level (Level.Valid). */
export const isValidLevel = (s: string): s is Level =>
  (validLevels as readonly string[]).includes(s);

/** Parses a level label value; an invalid one yields restricted and upstream's error text. */
export function parseLevel(level: string): ParseResult<Level> {
  if (isValidLevel(level)) return { ok: true, value: level };
  return { ok: false, value: levelRestricted, error: `must be one of ${validLevels.join(', ')}` };
}

/** Compares levels by strictness: 0 if equal, -1 if a is less strict than b, +1 if stricter. */
export function compareLevels(a: Level, b: Level): number {
  if (a === b) return 0;
  if (a === levelPrivileged) return -1;
  if (a === levelRestricted) return 1;
  // a is baseline here.
  if (b === levelPrivileged) return 1;
  if (b === levelRestricted) return -1;
  return 0;
}
