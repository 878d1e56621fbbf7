import { describe, expect, it } from 'vitest';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { fieldErrorString } from '../apimachinery/field.ts';
import { type ServiceRef, validateWebhookService, validateWebhookURL } from './webhookClient.ts';

const form = '; desired format: https://host[/path]';
const subdomainMsg =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

describe('validateWebhookURL', () => {
  it.each<[string, string, string[]]>([
    ['a valid https URL', 'https://example.com/path', []],
    [
      'a blank URL',
      '',
      [
        `u: Invalid value: "": 'https' is the only allowed URL scheme${form}`,
        `u: Invalid value: "": host must be specified${form}`,
      ],
    ],
    [
      'the wrong scheme',
      'http://example.com',
      [`u: Invalid value: "http": 'https' is the only allowed URL scheme${form}`],
    ],
    [
      'a missing host',
      'https:///fancy/webhook',
      [`u: Invalid value: "": host must be specified${form}`],
    ],
    [
      'a fragment',
      'https://example.com/#bookmark',
      ['u: Invalid value: "bookmark": fragments are not permitted in the URL'],
    ],
    [
      'a query',
      'https://example.com?arg=value',
      ['u: Invalid value: "arg=value": query parameters are not permitted in the URL'],
    ],
    [
      'user information',
      'https://harry.potter@example.com/',
      ['u: Invalid value: "harry.potter": user information is not permitted in the URL'],
    ],
    [
      'an unparsable URL',
      'https://x:8a/',
      [
        `u: Required value: url must be a valid URL: parse "https://x:8a/": invalid port ":8a" after host${form}`,
      ],
    ],
    [
      'something totally wrong',
      'arg#backwards=thisis?html.index/port:host//:https',
      [
        `u: Invalid value: "": 'https' is the only allowed URL scheme${form}`,
        `u: Invalid value: "": host must be specified${form}`,
        'u: Invalid value: "backwards=thisis?html.index/port:host//:https": fragments are not permitted in the URL',
      ],
    ],
  ])('reports %s', (_name, url, expected) => {
    expect(validateWebhookURL('u', url, true).map((e) => fieldErrorString(e, '1.32'))).toEqual(
      expected,
    );
  });
});

describe('validateWebhookService', () => {
  const svc = (over: Partial<ServiceRef>): ServiceRef => ({
    namespace: 'ns',
    name: 'n',
    port: 443,
    ...over,
  });
  it.each<[string, ServiceRef, KubernetesVersion, string[]]>([
    ['a valid service', svc({ path: '/foo' }), '1.32', []],
    ['a root path', svc({ path: '/' }), '1.32', []],
    ['an empty path', svc({ path: '' }), '1.32', []],
    [
      'a missing name and namespace in 1.32',
      svc({ name: '', namespace: '' }),
      '1.32',
      [
        's.name: Required value: service name is required',
        's.namespace: Required value: service namespace is required',
      ],
    ],
    [
      'a missing name and namespace in 1.34',
      svc({ name: '', namespace: '' }),
      '1.34',
      ['s.name: Required value', 's.namespace: Required value'],
    ],
    [
      'port 0',
      svc({ port: 0 }),
      '1.32',
      ['s.port: Invalid value: 0: port is not valid: must be between 1 and 65535, inclusive'],
    ],
    [
      'port 65536',
      svc({ port: 65536 }),
      '1.32',
      ['s.port: Invalid value: 65536: port is not valid: must be between 1 and 65535, inclusive'],
    ],
    [
      'a double slash',
      svc({ path: '//' }),
      '1.32',
      ['s.path: Invalid value: "//": segment[0] may not be empty'],
    ],
    [
      'no leading slash',
      svc({ path: 'foo/' }),
      '1.32',
      ['s.path: Invalid value: "foo/": must start with a \'/\''],
    ],
    // Upstream drops the first byte even when it is not a '/', so "Ax" checks segment "x".
    [
      'no leading slash, first byte dropped',
      svc({ path: 'Ax' }),
      '1.32',
      ['s.path: Invalid value: "Ax": must start with a \'/\''],
    ],
    [
      'an empty inner step',
      svc({ path: '/foo//bar/' }),
      '1.32',
      ['s.path: Invalid value: "/foo//bar/": segment[1] may not be empty'],
    ],
    [
      'an empty last step',
      svc({ path: '/foo/bar//' }),
      '1.32',
      ['s.path: Invalid value: "/foo/bar//": segment[2] may not be empty'],
    ],
    [
      'a non-subdomain step',
      svc({ path: '/apis/foo.bar/v1alpha1/--bad' }),
      '1.32',
      ['s.path: Invalid value: "/apis/foo.bar/v1alpha1/--bad": segment[3]: ' + subdomainMsg],
    ],
  ])('reports %s', (_name, ref, version, expected) => {
    expect(
      validateWebhookService('s', ref, version).map((e) => fieldErrorString(e, version)),
    ).toEqual(expected);
  });
});
