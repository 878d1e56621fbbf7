// The Kubernetes authz CEL library (staging/src/k8s.io/apiserver/pkg/cel/library/authz.go: Authz, 1.27,
// and AuthzSelectors, 1.31 behind AuthorizeWithSelectors, beta-on in 1.32/1.33 and GA in 1.34),
// registered on a cel-js Environment with upstream's type names and runtime error texts.

import { activeMeter } from '../cost.ts';
import { AUTHZ_CHECK_COST } from './authzCost.ts';
import { type Environment, EvaluationError } from '@marcbachmann/cel-js';
import type { Authorizer } from '../../authz/authorizer.ts';
import { isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import type { UserInfo } from '../../apimachinery/types.ts';
import {
  AUTHORIZER_TYPE as A,
  CelAuthorizer,
  CelDecision,
  DECISION_TYPE as D,
  GROUP_CHECK_TYPE as G,
  GroupCheck,
  PATH_CHECK_TYPE as P,
  PathCheck,
  RESOURCE_CHECK_TYPE as R,
  ResourceCheck,
  type RequestResource,
  resourceCheckFor,
} from './authzValues.ts';

export {
  AUTHORIZER_TYPE,
  DECISION_TYPE,
  GROUP_CHECK_TYPE,
  PATH_CHECK_TYPE,
  RESOURCE_CHECK_TYPE,
  type RequestResource,
} from './authzValues.ts';

export interface AuthzLibraryOptions {
  /** Feature gate AuthorizeWithSelectors (default: on, as in 1.32+). */
  authorizeWithSelectors?: boolean;
}

/** Blank as strings.TrimSpace sees it: only unicode.IsSpace characters (JS \s would add U+FEFF). */
const isBlank = (s: string): boolean =>
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/.test(s);

/**
 * Registers the Authorizer, PathCheck, GroupCheck, ResourceCheck and Decision types and their member
 * functions. `minor` is the Kubernetes minor whose library set applies (the compatibility version for
 * new expressions); fieldSelector/labelSelector exist from 1.31 when AuthorizeWithSelectors is on.
 */
export function registerAuthzLibrary(
  env: Environment,
  minor: number,
  options: AuthzLibraryOptions = {},
): void {
  const selectors = minor >= 31 && (options.authorizeWithSelectors ?? true);
  env.registerType(A, { ctor: CelAuthorizer, fields: { requestResource: R } });
  env.registerType(P, PathCheck);
  env.registerType(G, GroupCheck);
  env.registerType(R, ResourceCheck);
  env.registerType(D, CelDecision);

  env.registerFunction(`${A}.path(string): ${P}`, (a: CelAuthorizer, path: string) => {
    if (isBlank(path)) throw new EvaluationError('path must not be empty');
    return a.pathCheck(path);
  });
  env.registerFunction(`${A}.group(string): ${G}`, (a: CelAuthorizer, group: string) =>
    a.groupCheck(group),
  );
  env.registerFunction(
    `${A}.serviceAccount(string, string): ${A}`,
    (a: CelAuthorizer, namespace: string, name: string) => {
      // ValidateServiceAccountName (a DNS subdomain) is checked before ValidateNamespaceName (a DNS label).
      if (isDNS1123Subdomain(name).length > 0)
        throw new EvaluationError('Invalid service account name');
      if (isDNS1123Label(namespace).length > 0)
        throw new EvaluationError('Invalid service account namespace');
      return a.serviceAccount(namespace, name);
    },
  );
  env.registerFunction(`${G}.resource(string): ${R}`, (g: GroupCheck, resource: string) => {
    if (isBlank(resource)) throw new EvaluationError('resource must not be empty');
    return g.resourceCheck(resource);
  });
  env.registerFunction(`${R}.subresource(string): ${R}`, (r: ResourceCheck, subresource: string) =>
    r.with({ subresource }),
  );
  env.registerFunction(`${R}.namespace(string): ${R}`, (r: ResourceCheck, namespace: string) =>
    r.with({ namespace }),
  );
  env.registerFunction(`${R}.name(string): ${R}`, (r: ResourceCheck, name: string) =>
    r.with({ name }),
  );
  if (selectors) {
    env.registerFunction(
      `${R}.fieldSelector(string): ${R}`,
      (r: ResourceCheck, fieldSelector: string) => r.with({ fieldSelector }),
    );
    env.registerFunction(
      `${R}.labelSelector(string): ${R}`,
      (r: ResourceCheck, labelSelector: string) => r.with({ labelSelector }),
    );
  }
  // Each check costs AUTHZ_CHECK_COST (cost.go): at most two fit under the per-call limit.
  env.registerFunction(
    `${P}.check(string): ${D}`,
    (p: PathCheck, verb: string) => (activeMeter()?.charge(AUTHZ_CHECK_COST), p.check(verb)),
  );
  env.registerFunction(
    `${R}.check(string): ${D}`,
    (r: ResourceCheck, verb: string) => (
      activeMeter()?.charge(AUTHZ_CHECK_COST),
      r.check(verb, selectors)
    ),
  );
  env.registerFunction(`${D}.allowed(): bool`, (d: CelDecision) => d.decision.decision === 'Allow');
  env.registerFunction(`${D}.reason(): string`, (d: CelDecision) => d.decision.reason);
  env.registerFunction(`${D}.errored(): bool`, (d: CelDecision) => d.decision.error !== undefined);
  env.registerFunction(`${D}.error(): string`, (d: CelDecision) => d.decision.error ?? '');
}

/**
 * The value of the `authorizer` variable (NewAuthorizerVal) for the requesting user. With the
 * request's resource it also carries `authorizer.requestResource` (NewResourceAuthorizerVal).
 */
export function newCelAuthorizer(
  authorizer: Authorizer,
  user: UserInfo,
  requestResource?: RequestResource,
): unknown {
  return new CelAuthorizer(authorizer, user, requestResource);
}

/** The ResourceCheck `authorizer.requestResource` stands for, built on a value from newCelAuthorizer. */
export function newRequestResourceCheck(celAuthorizer: unknown, attrs: RequestResource): unknown {
  if (!(celAuthorizer instanceof CelAuthorizer))
    throw new TypeError('newRequestResourceCheck: not a value from newCelAuthorizer');
  return resourceCheckFor(celAuthorizer, attrs);
}

/** The attributes and decision of an authorization check result, for the trace (undefined for other values). */
export function authorizationCheckOf(value: unknown): CelDecision | undefined {
  return value instanceof CelDecision ? value : undefined;
}
