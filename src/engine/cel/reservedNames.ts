// The engine's own helper functions (`__optList`, `__celInt`, `__Object`, …: the rewrites and
// replaced built-ins call them) are no part of cel-go's environment, so a user expression that
// calls one gets cel-go's checker error for an unknown function (checker/checker.go checkCall:
// `undeclared reference to '__optField' (in container '')` at the call's `(`).

import type { CelIssue } from './errors.ts';
import { tokenize } from './messageLiterals.ts';

/** Tells whether `name` is reserved for the engine's helpers (no CEL environment declares it). */
export const isReservedName = (name: string): boolean => name.startsWith('__');

/** The calls of reserved functions in the user's `expression`, as undeclared references. */
export function reservedCalls(expression: string): CelIssue[] {
  if (!expression.includes('__')) return [];
  const tokens = tokenize(expression);
  const issues: CelIssue[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.kind !== 'ident' || !isReservedName(t.text) || next?.text !== '(') return;
    issues.push({
      offset: next.start,
      message: `undeclared reference to '${t.text}' (in container '')`,
    });
  });
  return issues;
}
