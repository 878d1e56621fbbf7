// Checks the CSR's /status and /approval updates: mirrors pkg/apis/certificates/validation/
// validation.go (release-1.32) ValidateCertificateSigningRequestStatusUpdate (may set the
// certificate) and ValidateCertificateSigningRequestApprovalUpdate (may set Approved and Denied
// conditions): validateCertificateSigningRequest with the options getValidationOptions derives from
// the stored object, then validateCertificateSigningRequestUpdate's rules on conditions and the
// certificate, then ValidateObjectMetaUpdate.

import type { JsonObject } from '../../apimachinery/types.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import {
  duplicate,
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { cmpDiffNote } from '../core/podSpecDiff.ts';
import { goCmpDiff } from '../goCmpDiff.ts';
import { obj, objects, str } from '../read.ts';
import { validateCertificateSigningRequestCreate } from './csr.ts';
import { validateCertificate } from './pemCertificate.ts';

type NotSimulated = (detail: string) => void;

const trueConditionTypes = ['Approved', 'Denied', 'Failed'];
const allStatusValues = ['False', 'True', 'Unknown'];

const conditionsOf = (csr: JsonObject): JsonObject[] => objects(obj(csr['status'])?.['conditions']);
const findConditions = (csr: JsonObject, type: string): JsonObject[] =>
  conditionsOf(csr).filter((c) => str(c['type']) === type);
const certificateOf = (csr: JsonObject): string => str(obj(csr['status'])?.['certificate']);

/** The options of getValidationOptions that tolerate what the stored object already holds. */
interface Options {
  allowSettingApprovalConditions: boolean;
  allowSettingCertificate: boolean;
  allowBothApprovedAndDenied: boolean;
  allowDuplicateConditionTypes: boolean;
  allowEmptyConditionType: boolean;
  allowArbitraryCertificate: boolean;
}

function options(csr: JsonObject, old: JsonObject, ns: NotSimulated): Options {
  const types = conditionsOf(old).map((c) => str(c['type']));
  return {
    allowSettingApprovalConditions: false,
    allowSettingCertificate: false,
    allowBothApprovedAndDenied: types.includes('Approved') && types.includes('Denied'),
    allowDuplicateConditionTypes: new Set(types).size !== types.length,
    allowEmptyConditionType: types.includes(''),
    allowArbitraryCertificate:
      certificateOf(csr) === certificateOf(old) ||
      validateCertificate(certificateOf(old), ns) !== undefined,
  };
}

function validateConditions(csr: JsonObject, opts: Options): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  let hasApproved = false;
  let hasDenied = false;
  conditionsOf(csr).forEach((c, i) => {
    const p = `status.conditions[${i}]`;
    const type = str(c['type']);
    const value = goNamed('certificates.RequestConditionType', type);
    if (!opts.allowEmptyConditionType && type === '') errs.push(required(`${p}.type`, ''));
    const allowed = trueConditionTypes.includes(type) ? ['True'] : allStatusValues;
    const status = str(c['status']);
    if (status === '') errs.push(required(`${p}.status`, ''));
    else if (!allowed.includes(status))
      errs.push(notSupported(`${p}.status`, goNamed('core.ConditionStatus', status), allowed));
    if (!opts.allowBothApprovedAndDenied) {
      const exclusive = 'Approved and Denied conditions are mutually exclusive';
      if (type === 'Approved') {
        hasApproved = true;
        if (hasDenied) errs.push(invalid(`${p}.type`, value, exclusive));
      } else if (type === 'Denied') {
        hasDenied = true;
        if (hasApproved) errs.push(invalid(`${p}.type`, value, exclusive));
      }
    }
    if (!opts.allowDuplicateConditionTypes) {
      if (seen.has(type)) errs.push(duplicate(`${p}.type`, value));
      seen.add(type);
    }
  });
  return errs;
}

// validateCertificateSigningRequest. The spec is the stored one (both strategies put it back), so the
// checks getValidationOptions relaxes for what the stored object already has — unknown and duplicate
// usages, the legacy signerName — cannot fire: the create-time spec checks without those three.
function validateCertificateSigningRequest(
  csr: JsonObject,
  opts: Options,
  ns: NotSimulated,
): FieldError[] {
  const spec = validateCertificateSigningRequestCreate(csr, ns).filter(
    (e) =>
      !/^spec\.usages\[\d+\]$/.test(e.field) &&
      !(e.field === 'spec.signerName' && e.detail.startsWith('the legacy signerName')),
  );
  const errs = [...spec, ...validateConditions(csr, opts)];
  if (!opts.allowArbitraryCertificate) {
    const err = validateCertificate(certificateOf(csr), ns);
    if (err !== undefined)
      errs.push(invalid('status.certificate', goString('<certificate data>'), err));
  }
  return errs;
}

function validateCertificateSigningRequestUpdate(
  csr: JsonObject,
  old: JsonObject,
  opts: Options,
  ns: NotSimulated,
): FieldError[] {
  const errs = validateCertificateSigningRequest(csr, opts, ns);
  for (const t of ['Approved', 'Denied', 'Failed'])
    if (findConditions(csr, t).length < findConditions(old, t).length)
      errs.push(
        forbidden('status.conditions', `updates may not remove a condition of type ${goQuote(t)}`),
      );
  if (!opts.allowSettingApprovalConditions)
    for (const t of ['Approved', 'Denied']) {
      const before = findConditions(old, t);
      const now = findConditions(csr, t);
      if (now.length > before.length)
        errs.push(
          forbidden('status.conditions', `updates may not add a condition of type ${goQuote(t)}`),
        );
      else if (now.length === before.length && !semanticDeepEqual(before, now, true)) {
        ns(cmpDiffNote('the message of a changed Approved or Denied condition'));
        errs.push(
          forbidden(
            'status.conditions',
            `updates may not modify a condition of type ${goQuote(t)}\n${goCmpDiff(before, now, '[]certificates.CertificateSigningRequestCondition')}`,
          ),
        );
      }
    }
  if (certificateOf(csr) !== certificateOf(old)) {
    if (!opts.allowSettingCertificate)
      errs.push(forbidden('status.certificate', 'updates may not set certificate content'));
    else if (certificateOf(old) !== '')
      errs.push(
        forbidden('status.certificate', 'updates may not modify existing certificate content'),
      );
  }
  return [...errs, ...validateObjectMetaUpdate(csr, old)];
}

/** ValidateCertificateSigningRequestStatusUpdate (certificatesigningrequests/status). */
export function validateCertificateSigningRequestStatusUpdate(
  csr: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] {
  const opts = { ...options(csr, old, ns), allowSettingCertificate: true };
  return validateCertificateSigningRequestUpdate(csr, old, opts, ns);
}

/** ValidateCertificateSigningRequestApprovalUpdate (certificatesigningrequests/approval). */
export function validateCertificateSigningRequestApprovalUpdate(
  csr: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] {
  const opts = { ...options(csr, old, ns), allowSettingApprovalConditions: true };
  return validateCertificateSigningRequestUpdate(csr, old, opts, ns);
}
