// Combining authorizers: staging/src/k8s.io/apiserver/pkg/authorization/union/union.go and the
// privileged-group authorizer of .../authorizerfactory/builtin.go.

import { aggregateErrorMessage } from './aggregateError.ts';
import type { Authorizer } from './authorizer.ts';

/**
 * The first Allow or Deny wins, with its own reason and error; if every authorizer has no opinion,
 * the reasons that are not empty are joined with newlines and the errors aggregated.
 */
export function unionAuthorizer(...authorizers: readonly Authorizer[]): Authorizer {
  return {
    authorize(a) {
      const reasons: string[] = [];
      const errors: string[] = [];
      for (const authorizer of authorizers) {
        const d = authorizer.authorize(a);
        if (d.error !== undefined && d.error !== '') errors.push(d.error);
        if (d.reason.length !== 0) reasons.push(d.reason);
        if (d.decision !== 'NoOpinion') return d;
      }
      const error = aggregateErrorMessage(errors);
      return {
        decision: 'NoOpinion',
        reason: reasons.join('\n'),
        ...(error !== '' ? { error } : {}),
      };
    },
  };
}

/** NewPrivilegedGroups: Allow, with an empty reason, for a member of any of the groups. */
export function privilegedGroupsAuthorizer(...groups: readonly string[]): Authorizer {
  return {
    authorize: (a) =>
      a.user.groups.some((g) => groups.includes(g))
        ? { decision: 'Allow', reason: '' }
        : { decision: 'NoOpinion', reason: '' },
  };
}
