// Decides whether names, label keys and label values are well formed, with the exact messages of
// apimachinery pkg/util/validation/validation.go (IsDNS1123Label, IsDNS1123Subdomain, IsDNS1035Label,
// IsQualifiedName, IsValidLabelValue, IsFullyQualifiedName, RegexError, MaxLenError).

import { type FieldError, invalid, required } from './field.ts';
import { goString } from './goValue.ts';

/** Counts UTF-8 bytes, since Go's len() measures strings in bytes. */
export function byteLength(s: string): number {
  let n = 0;
  for (const ch of s) {
    const r = ch.codePointAt(0) ?? 0;
    n += r < 0x80 ? 1 : r < 0x800 ? 2 : r < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Explains a regex failure with examples, exactly as validation.RegexError words it. */
export function regexError(msg: string, fmt: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${fmt}')`;
  // Upstream appends "', " after every example and " or " between them: hence the double space.
  const listed = examples.map((e) => `'${e}', `).join(' or ');
  return `${msg} (e.g. ${listed}regex used for validation is '${fmt}')`;
}

/** Explains a too-long value (validation.MaxLenError). */
export const maxLenError = (length: number): string => `must be no more than ${length} characters`;

/** Explains an empty value (validation.EmptyError). */
export const emptyError = (): string => 'must be non-empty';

/** Explains a number outside a range (validation.InclusiveRangeError). */
export const inclusiveRangeError = (lo: number, hi: number): string =>
  `must be between ${lo} and ${hi}, inclusive`;

const dns1123LabelFmt = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const dns1123LabelErrMsg =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character";
const dns1123LabelRegexp = new RegExp(`^${dns1123LabelFmt}$`);
const dns1123SubdomainFmt = `${dns1123LabelFmt}(\\.${dns1123LabelFmt})*`;
const dns1123SubdomainErrorMsg =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";
const dns1123SubdomainRegexp = new RegExp(`^${dns1123SubdomainFmt}$`);

/** Lists why a value is not a DNS-1123 label (at most 63 bytes, no dots); ValidateNamespaceName applies it. */
export function isDNS1123Label(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!dns1123LabelRegexp.test(value)) {
    // A valid subdomain that is not a valid label (the length is checked above) must contain dots.
    if (dns1123SubdomainRegexp.test(value)) errs.push('must not contain dots');
    else errs.push(regexError(dns1123LabelErrMsg, dns1123LabelFmt, 'my-name', '123-abc'));
  }
  return errs;
}

/** Lists why a value is not a DNS-1123 subdomain (at most 253 bytes). */
export function isDNS1123Subdomain(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 253) errs.push(maxLenError(253));
  if (!dns1123SubdomainRegexp.test(value)) {
    errs.push(regexError(dns1123SubdomainErrorMsg, dns1123SubdomainFmt, 'example.com'));
  }
  return errs;
}

const dns1035LabelFmt = '[a-z]([-a-z0-9]*[a-z0-9])?';
const dns1035LabelErrMsg =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character";
const dns1035LabelRegexp = new RegExp(`^${dns1035LabelFmt}$`);

/** Lists why a value is not a DNS-1035 label (at most 63 bytes). */
export function isDNS1035Label(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!dns1035LabelRegexp.test(value)) {
    errs.push(regexError(dns1035LabelErrMsg, dns1035LabelFmt, 'my-name', 'abc-123'));
  }
  return errs;
}

const qualifiedNameFmt = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const qualifiedNameErrMsg =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const qualifiedNameRegexp = new RegExp(`^${qualifiedNameFmt}$`);

/** Lists why a value is not a qualified name: an optional DNS-subdomain prefix and `/`, then a name. */
export function isQualifiedName(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) {
    name = parts[0] ?? '';
  } else if (parts.length === 2) {
    const prefix = parts[0] ?? '';
    name = parts[1] ?? '';
    if (prefix.length === 0) errs.push('prefix part ' + emptyError());
    else for (const msg of isDNS1123Subdomain(prefix)) errs.push('prefix part ' + msg);
  } else {
    return [
      'a qualified name ' +
        regexError(qualifiedNameErrMsg, qualifiedNameFmt, 'MyName', 'my.name', '123-abc') +
        " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
    ];
  }
  if (name.length === 0) errs.push('name part ' + emptyError());
  else if (byteLength(name) > 63) errs.push('name part ' + maxLenError(63));
  if (!qualifiedNameRegexp.test(name)) {
    errs.push(
      'name part ' +
        regexError(qualifiedNameErrMsg, qualifiedNameFmt, 'MyName', 'my.name', '123-abc'),
    );
  }
  return errs;
}

const labelValueFmt = `(${qualifiedNameFmt})?`;
const labelValueErrMsg =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const labelValueRegexp = new RegExp(`^${labelValueFmt}$`);

/** Lists why a value is not a valid label value (empty is allowed). */
export function isValidLabelValue(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!labelValueRegexp.test(value)) {
    errs.push(regexError(labelValueErrMsg, labelValueFmt, 'MyValue', 'my_value', '12345'));
  }
  return errs;
}

/** Checks a webhook name: required, a DNS-1123 subdomain, and at least three dot-separated segments. */
export function isFullyQualifiedName(fldPath: string, name: string): FieldError[] {
  if (name.length === 0) return [required(fldPath, '')];
  const errs = isDNS1123Subdomain(name);
  // Upstream joins the messages with "," and no space.
  if (errs.length > 0) return [invalid(fldPath, goString(name), errs.join(','))];
  if (name.split('.').length < 3) {
    return [
      invalid(
        fldPath,
        goString(name),
        'should be a domain with at least three segments separated by dots',
      ),
    ];
  }
  return [];
}

/** Turns each message of a format check into an Invalid error on one field (ValidateQualifiedName and friends). */
export const invalidEach = (
  fldPath: string,
  value: string,
  msgs: readonly string[],
): FieldError[] => msgs.map((msg) => invalid(fldPath, goString(value), msg));
