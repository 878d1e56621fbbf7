// Decides whether a MutatingAdmissionPolicyBinding would be accepted on create: metadata,
// policyName, paramRef and matchResources (without DELETE): mirrors
// validateMutatingAdmissionPolicyBindingSpec in kubernetes pkg/apis/admissionregistration/validation/validation.go.

import type { JsonObject } from '../apimachinery/types.ts';
import { Decoder } from './decode.ts';
import { decodeParamRef, validateParamRef } from './paramRef.ts';
import { type FieldError, invalid, required } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import { validateMutatingOperations } from './mutatingAdmissionPolicy.ts';
import { nameIsDNSSubdomain, validateObjectMeta } from './objectMeta.ts';
import {
  decodeMatchResources,
  validateMatchResources,
} from './validatingAdmissionPolicyMatchResources.ts';

function decode(obj: JsonObject) {
  const d = new Decoder();
  const spec = d.object(obj['spec'], 'spec') ?? {};
  const binding = {
    metadata: d.metadata(obj['metadata']),
    policyName: d.string(spec['policyName'], 'spec.policyName'),
    paramRef: decodeParamRef(d, spec['paramRef']),
    matchResources: decodeMatchResources(d, spec['matchResources'], 'spec.matchResources'),
  };
  return { binding, errors: d.errors };
}

/**
 * Lists the create-time validation errors of a MutatingAdmissionPolicyBinding in upstream order; a
 * value of the wrong JSON type yields only type errors.
 */
export function validateMutatingAdmissionPolicyBinding(obj: JsonObject): FieldError[] {
  const { binding: b, errors } = decode(obj);
  if (errors.length > 0) return errors;
  const errs = validateObjectMeta(b.metadata);
  if (b.policyName.length === 0) errs.push(required('spec.policyName', ''));
  else
    for (const msg of nameIsDNSSubdomain(b.policyName, false))
      errs.push(invalid('spec.policyName', goString(b.policyName), msg));
  errs.push(...validateParamRef(b.paramRef, 'spec.paramRef'));
  errs.push(...validateMatchResources(b.matchResources, 'spec.matchResources'));
  errs.push(...validateMutatingOperations(b.matchResources, 'spec.matchResources'));
  return errs;
}
