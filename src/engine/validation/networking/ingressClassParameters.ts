// Checks an IngressClass's spec.parameters: mirrors pkg/apis/networking/validation/validation.go
// validateIngressClassParametersReference and validateIngressTypedLocalObjectReference (kubernetes
// 1.21 on, so every modelled version; read in a stored version of that file from before the
// declarative marks, its commit not named by the index). The 1.36 file was not readable: kubernetes
// 1c24a05c (#134909, k8s.io/api 82d2200b6, in v0.36.0) tagged kind and name +k8s:required, and the
// wording here is inferred unchanged; 1.37's declarative Required errors cover these by field and
// type either way. The v1 scheme defaults an unset scope to Cluster (SetDefaults_IngressClass), so
// an absent scope is read as Cluster.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, notSupported, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { nameIsDNSLabel, validatePathSegmentName } from '../meta/nameFuncs.ts';
import { optStr, str } from '../read.ts';

const supportedScopes = ['Cluster', 'Namespace'];

// kind and name: required, else path segment names.
function segment(path: string, value: string, what: string): FieldError[] {
  if (value === '') return [required(path, `${what} is required`)];
  return invalidEach(path, value, validatePathSegmentName(value, false));
}

/** Checks spec.parameters of an IngressClass (absent: nothing to check). */
export function validateIngressClassParametersReference(
  params: JsonObject | undefined,
): FieldError[] {
  if (params === undefined) return [];
  const path = 'spec.parameters';
  const errs: FieldError[] = [];
  const apiGroup = optStr(params['apiGroup']);
  if (apiGroup !== undefined)
    errs.push(...invalidEach(`${path}.apiGroup`, apiGroup, isDNS1123Subdomain(apiGroup)));
  errs.push(...segment(`${path}.kind`, str(params['kind']), 'kind'));
  errs.push(...segment(`${path}.name`, str(params['name']), 'name'));
  const scope = optStr(params['scope']) ?? 'Cluster';
  const namespace = optStr(params['namespace']);
  if (!supportedScopes.includes(scope)) {
    errs.push(notSupported(`${path}.scope`, goString(scope), supportedScopes));
    return errs;
  }
  if (scope === 'Namespace') {
    if (namespace === undefined)
      errs.push(required(`${path}.namespace`, "`parameters.scope` is set to 'Namespace'"));
    else
      errs.push(...invalidEach(`${path}.namespace`, namespace, nameIsDNSLabel(namespace, false)));
  }
  if (scope === 'Cluster' && namespace !== undefined)
    errs.push(forbidden(`${path}.namespace`, "`parameters.scope` is set to 'Cluster'"));
  return errs;
}
