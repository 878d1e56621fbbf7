// Checks a CertificateSigningRequest: mirrors pkg/apis/certificates/validation/validation.go
// ValidateCertificateSigningRequestCreate (the request parses as a PEM CSR, usages,
// signerName, expirationSeconds) and ValidateCertificateSigningRequestUpdate. csrStrategy's
// PrepareForCreate empties the status and PrepareForUpdate keeps the stored spec and status, so
// the status checks never see what a client sent to the main resource.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goInt64, goNamed, goString, goText } from '../../apimachinery/goValue.ts';
import { decodeBase64 } from '../../apimachinery/base64.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { num, obj, optStr, str, strings } from '../read.ts';
import { parseCsr } from './parseCsr.ts';
import { validateSignerName } from './signerName.ts';

type NotSimulated = (detail: string) => void;

const legacyUnknownSignerName = 'kubernetes.io/legacy-unknown';

// allValidUsages, as sets.String.List sorts them.
const allValidUsages = [
  'any',
  'cert sign',
  'client auth',
  'code signing',
  'content commitment',
  'crl sign',
  'data encipherment',
  'decipher only',
  'digital signature',
  'email protection',
  'encipher only',
  'ipsec end system',
  'ipsec tunnel',
  'ipsec user',
  'key agreement',
  'key encipherment',
  'microsoft sgc',
  'netscape sgc',
  'ocsp signing',
  's/mime',
  'server auth',
  'signing',
  'timestamping',
];

// %#v of the request's []byte, as field.Error prints it (json.Marshal's base64 from 1.34).
function goBytes(bytes: Uint8Array | undefined, base64: string): ReturnType<typeof goText> {
  if (bytes === undefined) return goText('[]byte(nil)', 'null');
  return goText(
    `[]byte{${[...bytes].map((b) => `0x${b.toString(16)}`).join(', ')}}`,
    JSON.stringify(base64),
  );
}

function validateRequest(csr: JsonObject, ns: NotSimulated): FieldError[] {
  const base64 = optStr(obj(csr['spec'])?.['request']);
  const parsed = parseCsr(base64 ?? '');
  if (!parsed.ok) {
    const bytes = base64 === undefined ? undefined : decodeBase64(base64);
    return [invalid('spec.request', goBytes(bytes, base64 ?? ''), parsed.error)];
  }
  ns("the signature check of a CSR's spec.request (x509.CertificateRequest.CheckSignature)");
  return [];
}

/** ValidateCertificateSigningRequestCreate (validation options all false on create). */
export function validateCertificateSigningRequestCreate(
  csr: JsonObject,
  ns: NotSimulated,
): FieldError[] {
  // ValidateCertificateRequestName accepts any name.
  const errs = validateObjectMeta(csr, false, () => []);
  errs.push(...validateRequest(csr, ns));
  const spec = obj(csr['spec']) ?? {};
  const usages = strings(spec['usages']);
  if (usages.length === 0) errs.push(required('spec.usages', ''));
  usages.forEach((u, i) => {
    if (!allValidUsages.includes(u))
      errs.push(
        notSupported(`spec.usages[${i}]`, goNamed('certificates.KeyUsage', u), allValidUsages),
      );
  });
  const seen = new Set<string>();
  usages.forEach((u, i) => {
    if (seen.has(u)) errs.push(duplicate(`spec.usages[${i}]`, goNamed('certificates.KeyUsage', u)));
    seen.add(u);
  });
  const signerName = str(spec['signerName']);
  if (signerName === legacyUnknownSignerName)
    errs.push(
      invalid(
        'spec.signerName',
        goString(signerName),
        'the legacy signerName is not allowed via this API version',
      ),
    );
  else errs.push(...validateSignerName('spec.signerName', signerName));
  const expiration = num(spec['expirationSeconds']);
  if (expiration !== undefined && expiration < 600)
    errs.push(
      invalid(
        'spec.expirationSeconds',
        goInt64(expiration),
        'may not specify a duration less than 600 seconds (10 minutes)',
      ),
    );
  return errs;
}

/**
 * csrStrategy.ValidateUpdate on the main resource: the spec and status are the stored ones
 * (PrepareForUpdate), which passed validation before; what is left is the metadata.
 */
export const validateCertificateSigningRequestUpdate = (
  csr: JsonObject,
  old: JsonObject,
): FieldError[] => validateObjectMetaUpdate(csr, old);
