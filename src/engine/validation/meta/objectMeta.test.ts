import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { fieldErrorString } from '../../apimachinery/field.ts';
import { nameIsDNS1035Label, nameIsDNSSubdomain, validatePathSegmentName } from './nameFuncs.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from './objectMeta.ts';

const msgs = (errs: ReturnType<typeof validateObjectMeta>): string[] =>
  errs.map((e) => fieldErrorString(e, '1.32'));
const withMeta = (metadata: JsonObject): JsonObject => ({ metadata });

// Rows follow apimachinery pkg/api/validation/objectmeta_test.go.
describe('validateObjectMeta', () => {
  it.each<[string, JsonObject, boolean, string[]]>([
    [
      'no name',
      {},
      true,
      [
        'metadata.name: Required value: name or generateName is required',
        'metadata.namespace: Required value',
      ],
    ],
    [
      'a namespace on a cluster-scoped kind',
      { name: 'a', namespace: 'ns' },
      false,
      ['metadata.namespace: Forbidden: not allowed on this type'],
    ],
    [
      'a bad namespace',
      { name: 'a', namespace: 'Ns' },
      true,
      [
        "metadata.namespace: Invalid value: \"Ns\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
      ],
    ],
    [
      'a negative generation',
      { name: 'a', namespace: 'ns', generation: -1 },
      true,
      ['metadata.generation: Invalid value: -1: must be greater than or equal to 0'],
    ],
    [
      'an ownerReference without uid',
      {
        name: 'a',
        namespace: 'ns',
        ownerReferences: [{ apiVersion: 'v1', kind: 'Pod', name: 'p' }],
      },
      true,
      ['metadata.ownerReferences.uid: Invalid value: "": uid must not be empty'],
    ],
    [
      'two controllers',
      {
        name: 'a',
        namespace: 'ns',
        ownerReferences: [
          { apiVersion: 'v1', kind: 'A', name: 'x', uid: '1', controller: true },
          { apiVersion: 'v1', kind: 'B', name: 'y', uid: '2', controller: true },
        ],
      },
      true,
      [],
    ],
    [
      'both orphan and foregroundDeletion',
      { name: 'a', namespace: 'ns', finalizers: ['orphan', 'foregroundDeletion'] },
      true,
      [
        'metadata.finalizers: Invalid value: []string{"orphan", "foregroundDeletion"}: finalizer orphan and foregroundDeletion cannot be both set',
      ],
    ],
  ])('checks %s', (_name, metadata, namespaced, expected) => {
    const got = msgs(validateObjectMeta(withMeta(metadata), namespaced, nameIsDNSSubdomain));
    if (_name === 'two controllers')
      expect(got[0]).toMatch(
        /Only one reference can have Controller set to true\. Found "true" in references for A\/x and B\/y$/,
      );
    else expect(got).toEqual(expected);
  });

  it("checks a generateName with the kind's name function, allowing a trailing dash", () => {
    expect(
      msgs(
        validateObjectMeta(
          withMeta({ name: 'svc-abcde', generateName: 'svc-', namespace: 'ns' }),
          true,
          nameIsDNS1035Label,
        ),
      ),
    ).toEqual([]);
  });

  it('refuses path-segment names in the generic store', () => {
    expect(
      msgs(validateObjectMeta(withMeta({ name: '..' }), false, validatePathSegmentName)),
    ).toEqual(['metadata.name: Invalid value: "..": may not be \'..\'']);
  });
});

describe('validateObjectMetaUpdate', () => {
  it('refuses a new name, uid or a lower generation', () => {
    const old = withMeta({ name: 'a', uid: '1', generation: 2 });
    expect(
      msgs(validateObjectMetaUpdate(withMeta({ name: 'b', uid: '2', generation: 1 }), old)),
    ).toEqual([
      'metadata.generation: Invalid value: 1: must not be decremented',
      'metadata.name: Invalid value: "b": field is immutable',
      'metadata.uid: Invalid value: "2": field is immutable',
    ]);
  });
});
