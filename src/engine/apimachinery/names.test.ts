import { describe, expect, it } from 'vitest';
import { fieldErrorString } from './field.ts';
import {
  byteLength,
  isDNS1035Label,
  isDNS1123Label,
  isDNS1123Subdomain,
  isFullyQualifiedName,
  isQualifiedName,
  isValidLabelValue,
  regexError,
} from './names.ts';

const subdomainMsg =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const dns1035Msg =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const qnameMsg =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const labelValueMsg =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

describe('regexError', () => {
  it('words a failure without examples', () => {
    expect(regexError('bad', 'x+')).toBe("bad (regex used for validation is 'x+')");
  });
});

describe('byteLength', () => {
  it('counts UTF-8 bytes like Go len()', () => {
    expect(byteLength('aé✓😀')).toBe(1 + 2 + 3 + 4);
  });
});

const labelMsg =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

// Cases after apimachinery validation_test.go TestIsDNS1123Label.
describe('isDNS1123Label', () => {
  it.each<[string, string, string[]]>([
    ['a plain label', 'a-1', []],
    ['63 characters', 'a'.repeat(63), []],
    ['a dotted name, which is a subdomain', 'a.b', ['must not contain dots']],
    ['upper case', 'A', [labelMsg]],
    ['a trailing dash', 'a-', [labelMsg]],
    ['an empty string', '', [labelMsg]],
    ['64 characters', 'a'.repeat(64), ['must be no more than 63 characters']],
    [
      'a long dotted name',
      `${'a'.repeat(60)}.${'b'.repeat(10)}`,
      ['must be no more than 63 characters', 'must not contain dots'],
    ],
  ])('checks %s', (_, value, errs) => {
    expect(isDNS1123Label(value)).toEqual(errs);
  });
});

describe('isDNS1123Subdomain', () => {
  it.each<[string, string, string[]]>([
    ['a dotted name', 'example.com', []],
    ['upper case', 'Example', [subdomainMsg]],
    ['a leading dash', '-a', [subdomainMsg]],
    ['254 characters', 'a'.repeat(254), ['must be no more than 253 characters']],
    ['an empty string', '', [subdomainMsg]],
  ])('judges %s', (_name, value, expected) => {
    expect(isDNS1123Subdomain(value)).toEqual(expected);
  });
});

describe('isDNS1035Label', () => {
  it.each<[string, string, string[]]>([
    ['v1', 'v1', []],
    ['a leading digit', '0v', [dns1035Msg]],
    ['upper case', 'invalidVersion', [dns1035Msg]],
    ['64 characters', 'a'.repeat(64), ['must be no more than 63 characters']],
  ])('judges %s', (_name, value, expected) => {
    expect(isDNS1035Label(value)).toEqual(expected);
  });
});

describe('isQualifiedName', () => {
  it.each<[string, string, string[]]>([
    ['a plain name', 'MyName', []],
    ['a prefixed name', 'example.com/my-name', []],
    ['a leading dash', '-hello', ['name part ' + qnameMsg]],
    ['a space', 'some name', ['name part ' + qnameMsg]],
    ['an empty prefix', '/a', ['prefix part must be non-empty']],
    ['a bad prefix', 'Ex/a', ['prefix part ' + subdomainMsg]],
    ['an empty name', 'a/', ['name part must be non-empty', 'name part ' + qnameMsg]],
    ['a long name', 'a'.repeat(64), ['name part must be no more than 63 characters']],
    [
      'two slashes',
      'a/b/c',
      [
        'a qualified name ' +
          qnameMsg +
          " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
      ],
    ],
  ])('judges %s', (_name, value, expected) => {
    expect(isQualifiedName(value)).toEqual(expected);
  });
});

describe('isValidLabelValue', () => {
  it.each<[string, string, string[]]>([
    ['empty', '', []],
    ['a plain value', 'my_value', []],
    ['a trailing dash', 'a-', [labelValueMsg]],
    ['64 characters', 'a'.repeat(64), ['must be no more than 63 characters']],
  ])('judges %s', (_name, value, expected) => {
    expect(isValidLabelValue(value)).toEqual(expected);
  });
});

describe('isFullyQualifiedName', () => {
  it.each<[string, string, string[]]>([
    ['three segments', 'webhook.k8s.io', []],
    ['empty', '', ['w.name: Required value']],
    [
      'two segments',
      'k8s.io',
      [
        'w.name: Invalid value: "k8s.io": should be a domain with at least three segments separated by dots',
      ],
    ],
    ['not a subdomain', 'A.b.c', [`w.name: Invalid value: "A.b.c": ${subdomainMsg}`]],
    [
      'too long and malformed, messages joined by a bare comma',
      'A'.repeat(254),
      [
        `w.name: Invalid value: "${'A'.repeat(254)}": must be no more than 253 characters,${subdomainMsg}`,
      ],
    ],
  ])('judges %s', (_name, value, expected) => {
    expect(isFullyQualifiedName('w.name', value).map((e) => fieldErrorString(e, '1.32'))).toEqual(
      expected,
    );
  });
});
