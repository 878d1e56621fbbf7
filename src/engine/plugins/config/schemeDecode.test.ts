// Table tests for the scheme decoder's apiVersion/kind checks every plugin configuration loader
// (and PodSecurity's) goes through first (runtime/serializer/json/json.go Decode, runtime/error.go).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { firstTypeError, type GoShape } from './goDecode.ts';
import { decodeKind, type RegisteredKind } from './schemeDecode.ts';

const registered: RegisteredKind[] = [
  { apiVersion: 'example.k8s.io/v1', kind: 'Configuration', goPackage: 'v1' },
];
const scheme = 'example.go:1';

describe('decodeKind', () => {
  it('finds a registered kind', () => {
    expect(
      decodeKind({ apiVersion: 'example.k8s.io/v1', kind: 'Configuration' }, registered, scheme),
    ).toEqual({ kind: registered[0] });
  });

  it.each<[string, JsonObject, string]>([
    [
      'a missing kind',
      { apiVersion: 'example.k8s.io/v1' },
      `Object 'Kind' is missing in '{"apiVersion":"example.k8s.io/v1"}'`,
    ],
    [
      'a missing apiVersion',
      { kind: 'Configuration' },
      `Object 'apiVersion' is missing in '{"kind":"Configuration"}'`,
    ],
    [
      'a group without a version',
      { apiVersion: 'example.k8s.io/', kind: 'Configuration' },
      `Object 'apiVersion' is missing in '{"apiVersion":"example.k8s.io/","kind":"Configuration"}'`,
    ],
    [
      'an apiVersion that does not parse',
      { apiVersion: 'a/b/c', kind: 'Configuration' },
      `Object 'apiVersion' is missing in '{"apiVersion":"a/b/c","kind":"Configuration"}'`,
    ],
    [
      'an unregistered kind',
      { apiVersion: 'example.k8s.io/v2', kind: 'Configuration' },
      'no kind "Configuration" is registered for version "example.k8s.io/v2" in scheme "example.go:1"',
    ],
    [
      'a kind that needs quoting',
      { apiVersion: 'v1', kind: 'Ü"' },
      'no kind "Ü\\"" is registered for version "v1" in scheme "example.go:1"',
    ],
    [
      'a kind of the wrong type',
      { apiVersion: 'v1', kind: 3 },
      "couldn't get version/kind; json parse error: json: cannot unmarshal number into Go struct field .kind of type string",
    ],
  ])('reports %s', (_, config, error) => {
    expect(decodeKind(config, registered, scheme)).toEqual({ error });
  });
});

describe('firstTypeError', () => {
  const shape: GoShape = {
    kind: 'struct',
    type: 'v1.Configuration',
    name: 'Configuration',
    fields: {
      limits: {
        kind: 'slice',
        type: '[]v1.Limit',
        elem: {
          kind: 'struct',
          type: 'v1.Limit',
          name: 'Limit',
          fields: { qps: { kind: 'int', type: 'int32', bits: 32 } },
        },
      },
    },
  };

  it.each<[string, JsonObject, string | undefined]>([
    ['a well-typed value', { limits: [{ qps: 5 }], unknown: true }, undefined],
    [
      'a field of the wrong type, with its path',
      { limits: [{ qps: 'x' }] },
      'json: cannot unmarshal string into Go struct field Limit.limits.qps of type int32',
    ],
    [
      'a number that does not fit',
      { limits: [{ qps: 2 ** 31 }] },
      'json: cannot unmarshal number 2147483648 into Go struct field Limit.limits.qps of type int32',
    ],
  ])('reports %s', (_, value, error) => {
    expect(firstTypeError(value, shape)).toBe(error);
  });

  it('matches field names case-insensitively only when asked', () => {
    expect(firstTypeError({ LIMITS: 1 }, shape)).toBeUndefined();
    expect(firstTypeError({ LIMITS: 1 }, shape, { caseInsensitive: true })).toBe(
      'json: cannot unmarshal number into Go struct field Configuration.limits of type []v1.Limit',
    );
  });
});
