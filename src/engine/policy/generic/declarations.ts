// Which variables an admission policy expression may use (k8s.io/apiserver
// pkg/admission/plugin/cel/compile.go createEnvForOpts plus the composition env's `variables`).

import type { CelVariableName } from '../../cel/index.ts';

/** The optional declarations of one expression context (OptionalVariableDeclarations). */
export interface OptionalDeclarations {
  /** The policy has a paramKind. */
  hasParams: boolean;
  /** Everything but messageExpression (and webhook-free contexts) may call the authorizer. */
  hasAuthorizer: boolean;
  /** Policies compile with the composition env, which declares `variables`. */
  hasVariables: boolean;
}

/** Lists the variables declared for a context: object, oldObject, request and namespaceObject always. */
export function declaredVariables(o: OptionalDeclarations): CelVariableName[] {
  const names: CelVariableName[] = ['object', 'oldObject', 'request', 'namespaceObject'];
  if (o.hasParams) names.push('params');
  if (o.hasAuthorizer) names.push('authorizer');
  if (o.hasVariables) names.push('variables');
  return names;
}
