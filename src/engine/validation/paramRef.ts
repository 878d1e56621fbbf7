// A policy binding's paramRef, decoded and validated as validateParamRef in kubernetes
// pkg/apis/admissionregistration/validation/validation.go does for both binding kinds.

import type { JsonValue } from '../apimachinery/types.ts';
import type { Decoder } from './decode.ts';
import { type FieldError, forbidden, notSupported, required } from '../apimachinery/field.ts';
import { goNamed } from '../apimachinery/goValue.ts';
import { validateLabelSelector } from '../apimachinery/labelSelectorValidation.ts';
import { validatePathSegmentName } from './validatingAdmissionPolicyMatchResources.ts';

/** Decodes `spec.paramRef` (undefined when absent). */
export function decodeParamRef(d: Decoder, raw: JsonValue | undefined) {
  const pr = d.object(raw, 'spec.paramRef');
  return pr === undefined
    ? undefined
    : {
        name: d.string(pr['name'], 'spec.paramRef.name'),
        selector: d.selector(pr['selector'], 'spec.paramRef.selector'),
        parameterNotFoundAction: d.optString(
          pr['parameterNotFoundAction'],
          'spec.paramRef.parameterNotFoundAction',
        ),
      };
}

export type DecodedParamRef = NonNullable<ReturnType<typeof decodeParamRef>>;

/** name xor selector, and a parameterNotFoundAction of Deny or Allow. */
export function validateParamRef(pr: DecodedParamRef | undefined, fldPath: string): FieldError[] {
  if (pr === undefined) return [];
  const errs: FieldError[] = [];
  if (pr.name.length > 0) {
    errs.push(...validatePathSegmentName(pr.name, `${fldPath}.name`));
    if (pr.selector !== undefined)
      errs.push(forbidden(`${fldPath}.name`, 'name and selector are mutually exclusive'));
  }
  if (pr.selector !== undefined) {
    errs.push(...validateLabelSelector(pr.selector, false, `${fldPath}.selector`));
    if (pr.name.length > 0)
      errs.push(forbidden(`${fldPath}.selector`, 'name and selector are mutually exclusive'));
  }
  if (pr.name.length === 0 && pr.selector === undefined)
    errs.push(required(fldPath, 'one of name or selector must be specified'));
  const action = pr.parameterNotFoundAction;
  if (action === undefined || action.length === 0)
    errs.push(required(`${fldPath}.parameterNotFoundAction`, ''));
  else if (action !== 'Deny' && action !== 'Allow') {
    errs.push(
      notSupported(
        `${fldPath}.parameterNotFoundAction`,
        goNamed('admissionregistration.ParameterNotFoundActionType', action),
        ['Deny', 'Allow'],
      ),
    );
  }
  return errs;
}
