// ValidateSignerName (pkg/apis/certificates/validation): a signerName is `<domain>/<path>`, the
// domain made of DNS-1123 labels with at least two of them, the path of DNS-1123 subdomains.

import { type FieldError, invalid, required, tooLong } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { byteLength, isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';

const maxDomainSegmentLength = 253;
// A DNS label, a DNS subdomain and the '.' between them.
const maxPathSegmentLength = 253 + 63 + 1;
const maxSignerNameLength = maxDomainSegmentLength + maxPathSegmentLength + 1;

/** ValidateSignerName. */
export function validateSignerName(fldPath: string, signerName: string): FieldError[] {
  if (signerName === '') return [required(fldPath, '')];
  const segments = signerName.split('/');
  if (segments.length !== 2)
    return [
      invalid(
        fldPath,
        goString(signerName),
        "must be a fully qualified domain and path of the form 'example.com/signer-name'",
      ),
    ];
  const [domain = '', path = ''] = segments;
  const errs: FieldError[] = [];
  if (byteLength(domain) > maxDomainSegmentLength)
    errs.push(tooLong(fldPath, maxDomainSegmentLength));
  const domainLabels = domain.split('.');
  // The first bad label only: later ones would repeat indistinguishable messages.
  for (const lbl of domainLabels) {
    const bad = isDNS1123Label(lbl);
    if (bad.length === 0) continue;
    for (const msg of bad)
      errs.push(invalid(fldPath, goString(domain), `validating label ${goQuote(lbl)}: ${msg}`));
    break;
  }
  if (domainLabels.length < 2)
    errs.push(
      invalid(
        fldPath,
        goString(domain),
        'should be a domain with at least two segments separated by dots',
      ),
    );
  for (const lbl of path.split('.')) {
    const bad = isDNS1123Subdomain(lbl);
    if (bad.length === 0) continue;
    for (const msg of bad)
      errs.push(invalid(fldPath, goString(path), `validating label ${goQuote(lbl)}: ${msg}`));
    break;
  }
  if (byteLength(signerName) > maxSignerNameLength)
    errs.push(tooLong(fldPath, maxSignerNameLength));
  return errs;
}
