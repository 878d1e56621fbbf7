// Decides whether a ValidatingAdmissionPolicyBinding would be accepted on create: metadata,
// policyName, paramRef, matchResources (field path sic `spec.matchResouces`) and validationActions:
// mirrors ValidateValidatingAdmissionPolicyBinding in kubernetes
// pkg/apis/admissionregistration/validation/validation.go.

import type { JsonObject } from '../scenario/types.ts';
import { Decoder } from './decode.ts';
import { type FieldError, duplicate, forbidden, invalid, notSupported, required } from './field.ts';
import { goNamed, goSlice, goString } from './goValue.ts';
import { validateLabelSelector } from './labelSelector.ts';
import { validateObjectMeta, nameIsDNSSubdomain } from './objectMeta.ts';
import { decodeMatchResources, validateMatchResources, validatePathSegmentName } from './validatingAdmissionPolicyMatchResources.ts';

// sets.NewString(Deny, Warn, Audit).List() is sorted.
const validValidationActions = ['Audit', 'Deny', 'Warn'];
const actionType = 'admissionregistration.ValidationAction';

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
    validationActions: d.strings(spec['validationActions'], 'spec.validationActions'),
  };
  return { binding, errors: d.errors };
}

type DecodedParamRef = NonNullable<ReturnType<typeof decode>['binding']['paramRef']>;

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

function validateValidationActions(va: readonly string[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  va.forEach((action, i) => {
    if (!validValidationActions.includes(action)) errs.push(notSupported(`${fldPath}[${i}]`, goNamed(actionType, action), validValidationActions));
    if (seen.has(action)) errs.push(duplicate(`${fldPath}[${i}]`, goNamed(actionType, action)));
    seen.add(action);
  });
  if (seen.has('Deny') && seen.has('Warn')) {
    errs.push(invalid(fldPath, goSlice(actionType, va), 'must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)'));
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
  else for (const msg of nameIsDNSSubdomain(b.policyName, false)) errs.push(invalid('spec.policyName', goString(b.policyName), msg));
  errs.push(...validateParamRef(b.paramRef, 'spec.paramRef'));
  // Upstream's field path has the typo: matchResouces.
  errs.push(...validateMatchResources(b.matchResources, 'spec.matchResouces'));
  errs.push(...validateValidationActions(b.validationActions, 'spec.validationActions'));
  return errs;
}
