// What one request gets at 1.35, 1.36, 1.37 and 1.37 with DeclarativeValidationBeta off: the tests of
// the hand-written validators that 1.36 rewrote beside its declarative tags.

import { runAt, type VersionedRequest } from './scenario.ts';

/** Returns the answers (the Status message, or "allowed") at 1.35, 1.36, 1.37 and 1.37 beta off. */
export function versionAnswers(request: VersionedRequest): string[] {
  const message = (version: string, gates: Record<string, boolean> = {}): string => {
    const r = runAt(version, request, gates);
    return r.allowed ? 'allowed' : (r.status?.message ?? '');
  };
  return [
    message('1.35'),
    message('1.36'),
    message('1.37'),
    message('1.37', { DeclarativeValidationBeta: false }),
  ];
}

/** Builds an UPDATE of `object` over `oldObject`, named after the object's metadata. */
export function updateOf(
  object: Record<string, unknown>,
  oldObject: Record<string, unknown>,
): VersionedRequest {
  const m = object['metadata'] as { name: string; namespace?: string };
  return {
    operation: 'UPDATE',
    name: m.name,
    ...(m.namespace === undefined ? {} : { namespace: m.namespace }),
    object,
    oldObject,
  };
}
