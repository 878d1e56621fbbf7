// Decides whether a ValidatingAdmissionPolicyBinding would be accepted on create: metadata,
// policyName, paramRef, matchResources (field path sic `spec.matchResouces`) and validationActions:
// mirrors ValidateValidatingAdmissionPolicyBinding in kubernetes
// pkg/apis/admissionregistration/validation/validation.go.

import type { JsonObject } from '../apimachinery/types.ts';
import { Decoder } from './decode.ts';
import { decodeParamRef, validateParamRef } from './paramRef.ts';
import {
  type FieldError,
  duplicate,
  invalid,
  notSupported,
  required,
} from '../apimachinery/field.ts';
import { goNamed, goSlice, goString } from '../apimachinery/goValue.ts';
import { validateObjectMeta, nameIsDNSSubdomain } from './objectMeta.ts';
import {
  decodeMatchResources,
  validateMatchResources,
} from './validatingAdmissionPolicyMatchResources.ts';

// sets.NewString(Deny, Warn, Audit).List() is sorted.
const validValidationActions = ['Audit', 'Deny', 'Warn'];
const actionType = 'admissionregistration.ValidationAction';

function decode(obj: JsonObject) {
  const d = new Decoder();
  const spec = d.object(obj['spec'], 'spec') ?? {};
  const binding = {
    metadata: d.metadata(obj['metadata']),
    policyName: d.string(spec['policyName'], 'spec.policyName'),
    paramRef: decodeParamRef(d, spec['paramRef']),
    matchResources: decodeMatchResources(d, spec['matchResources'], 'spec.matchResources'),
    validationActions: d.strings(spec['validationActions'], 'spec.validationActions'),
  };
  return { binding, errors: d.errors };
}

function validateValidationActions(va: readonly string[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  va.forEach((action, i) => {
    if (!validValidationActions.includes(action))
      errs.push(
        notSupported(`${fldPath}[${i}]`, goNamed(actionType, action), validValidationActions),
      );
    if (seen.has(action)) errs.push(duplicate(`${fldPath}[${i}]`, goNamed(actionType, action)));
    seen.add(action);
  });
  if (seen.has('Deny') && seen.has('Warn')) {
    errs.push(
      invalid(
        fldPath,
        goSlice(actionType, va),
        'must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)',
      ),
    );
  }
  if (seen.size === 0) errs.push(required(fldPath, 'at least one validation action is required'));
  return errs;
}

/**
 * Lists the create-time validation errors of a ValidatingAdmissionPolicyBinding in upstream order;
 * a value of the wrong JSON type yields only type errors.
 */
export function validateValidatingAdmissionPolicyBinding(obj: JsonObject): FieldError[] {
  const { binding: b, errors } = decode(obj);
  if (errors.length > 0) return errors;
  const errs = validateObjectMeta(b.metadata);
  if (b.policyName.length === 0) errs.push(required('spec.policyName', ''));
  else
    for (const msg of nameIsDNSSubdomain(b.policyName, false))
      errs.push(invalid('spec.policyName', goString(b.policyName), msg));
  errs.push(...validateParamRef(b.paramRef, 'spec.paramRef'));
  // Upstream's field path has the typo: matchResouces.
  errs.push(...validateMatchResources(b.matchResources, 'spec.matchResouces'));
  errs.push(...validateValidationActions(b.validationActions, 'spec.validationActions'));
  return errs;
}
