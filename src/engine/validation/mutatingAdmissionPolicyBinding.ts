// Decides whether a MutatingAdmissionPolicyBinding would be accepted on create: metadata,
// policyName, paramRef and matchResources (without DELETE): mirrors
// validateMutatingAdmissionPolicyBindingSpec in kubernetes pkg/apis/admissionregistration/validation/validation.go.

import type { JsonObject } from '../scenario/types.ts';
import { Decoder } from './decode.ts';
import { type FieldError, forbidden, invalid, notSupported, required } from './field.ts';
import { goNamed, goString } from './goValue.ts';
import { validateLabelSelector } from './labelSelector.ts';
import { validateMutatingOperations } from './mutatingAdmissionPolicy.ts';
import { nameIsDNSSubdomain, validateObjectMeta } from './objectMeta.ts';
import { decodeMatchResources, validateMatchResources, validatePathSegmentName } from './validatingAdmissionPolicyMatchResources.ts';

function decode(obj: JsonObject) {
  const d = new Decoder();
  const spec = d.object(obj['spec'], 'spec') ?? {};
  const pr = d.object(spec['paramRef'], 'spec.paramRef');
  const binding = {
    metadata: d.metadata(obj['metadata']),
    policyName: d.string(spec['policyName'], 'spec.policyName'),
    paramRef:
      pr === undefined
        ? undefined
        : {
            name: d.string(pr['name'], 'spec.paramRef.name'),
            selector: d.selector(pr['selector'], 'spec.paramRef.selector'),
            parameterNotFoundAction: d.optString(pr['parameterNotFoundAction'], 'spec.paramRef.parameterNotFoundAction'),
          },
    matchResources: decodeMatchResources(d, spec['matchResources'], 'spec.matchResources'),
  };
  return { binding, errors: d.errors };
}

type DecodedParamRef = NonNullable<ReturnType<typeof decode>['binding']['paramRef']>;

// validateParamRef, shared upstream with the validating binding.
function validateParamRef(pr: DecodedParamRef | undefined, fldPath: string): FieldError[] {
  if (pr === undefined) return [];
  const errs: FieldError[] = [];
  if (pr.name.length > 0) {
    errs.push(...validatePathSegmentName(pr.name, `${fldPath}.name`));
    if (pr.selector !== undefined) errs.push(forbidden(`${fldPath}.name`, 'name and selector are mutually exclusive'));
  }
  if (pr.selector !== undefined) {
    errs.push(...validateLabelSelector(pr.selector, false, `${fldPath}.selector`));
    if (pr.name.length > 0) errs.push(forbidden(`${fldPath}.selector`, 'name and selector are mutually exclusive'));
  }
  if (pr.name.length === 0 && pr.selector === undefined) errs.push(required(fldPath, 'one of name or selector must be specified'));
  const action = pr.parameterNotFoundAction;
  if (action === undefined || action.length === 0) errs.push(required(`${fldPath}.parameterNotFoundAction`, ''));
  else if (action !== 'Deny' && action !== 'Allow') {
    errs.push(notSupported(`${fldPath}.parameterNotFoundAction`, goNamed('admissionregistration.ParameterNotFoundActionType', action), ['Deny', 'Allow']));
  }
  return errs;
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
  else for (const msg of nameIsDNSSubdomain(b.policyName, false)) errs.push(invalid('spec.policyName', goString(b.policyName), msg));
  errs.push(...validateParamRef(b.paramRef, 'spec.paramRef'));
  errs.push(...validateMatchResources(b.matchResources, 'spec.matchResources'));
  errs.push(...validateMutatingOperations(b.matchResources, 'spec.matchResources'));
  return errs;
}
