import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateLocalSubjectAccessReview,
  validateSelfSubjectAccessReview,
  validateSubjectAccessReview,
} from './accessReview.ts';

const notes: string[] = [];
const note = (d: string): void => void notes.push(d);
const sar = (spec: JsonObject, metadata: JsonObject = {}): JsonObject => ({ metadata, spec });
const pods = { verb: 'get', resource: 'pods', namespace: 'default' };

// Rows follow pkg/apis/authorization/validation/validation_test.go (TestValidateSARSpec ...).
describe('validateSubjectAccessReview', () => {
  it.each<[string, JsonObject, string[]]>([
    ['a user and resource attributes', { user: 'alice', resourceAttributes: pods }, []],
    ['groups only', { groups: ['ops'], nonResourceAttributes: { path: '/healthz' } }, []],
    [
      'neither attributes',
      { user: 'alice' },
      [
        'spec.resourceAttributes: Invalid value: "null": exactly one of nonResourceAttributes or resourceAttributes must be specified',
      ],
    ],
    [
      'both attributes',
      {
        user: 'alice',
        resourceAttributes: pods,
        nonResourceAttributes: { path: '/', verb: 'get' },
      },
      [
        'spec.nonResourceAttributes: Invalid value: authorization.NonResourceAttributes{Path:"/", Verb:"get"}: cannot be specified in combination with resourceAttributes',
      ],
    ],
    [
      'neither user nor group',
      { resourceAttributes: pods, groups: [] },
      ['spec.user: Invalid value: "": at least one of user or group must be specified'],
    ],
  ])('%s', (_name, spec, want) => {
    expect(messages(validateSubjectAccessReview(sar(spec), note))).toEqual(want);
  });

  it('refuses a name: the metadata must be empty, printed whole with %#v', () => {
    expect(
      messages(
        validateSubjectAccessReview(
          sar({ user: 'a', resourceAttributes: pods }, { name: 'x' }),
          note,
        ),
      ),
    ).toEqual([
      'metadata: Invalid value: v1.ObjectMeta{Name:"x", GenerateName:"", Namespace:"", SelfLink:"", UID:"", ResourceVersion:"", Generation:0, CreationTimestamp:time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC), DeletionTimestamp:<nil>, DeletionGracePeriodSeconds:(*int64)(nil), Labels:map[string]string(nil), Annotations:map[string]string(nil), OwnerReferences:[]v1.OwnerReference(nil), Finalizers:[]string(nil), ManagedFields:[]v1.ManagedFieldsEntry(nil)}: must be empty',
    ]);
  });

  it('takes empty maps and lists as empty metadata (Semantic.DeepEqual)', () => {
    expect(
      validateSubjectAccessReview(
        sar({ user: 'a', resourceAttributes: pods }, { labels: {}, finalizers: [] }),
        note,
      ),
    ).toEqual([]);
  });

  it('says the selector checks are not simulated', () => {
    const seen: string[] = [];
    validateSubjectAccessReview(
      sar({ user: 'a', resourceAttributes: { ...pods, labelSelector: { rawSelector: 'a=b' } } }),
      (d) => seen.push(d),
    );
    expect(seen).toHaveLength(1);
  });
});

describe('validateSelfSubjectAccessReview', () => {
  it('needs no user, but one kind of attributes', () => {
    expect(validateSelfSubjectAccessReview(sar({ resourceAttributes: pods }), note)).toEqual([]);
    expect(messages(validateSelfSubjectAccessReview(sar({}), note))).toEqual([
      'spec.resourceAttributes: Invalid value: "null": exactly one of nonResourceAttributes or resourceAttributes must be specified',
    ]);
  });
});

describe('validateLocalSubjectAccessReview', () => {
  it('keeps the namespace and wants it in the resource attributes', () => {
    const ok = sar({ user: 'a', resourceAttributes: pods }, { namespace: 'default' });
    expect(validateLocalSubjectAccessReview(ok, note)).toEqual([]);
    const other = sar(
      { user: 'a', resourceAttributes: { ...pods, namespace: 'kube-system' } },
      { namespace: 'default' },
    );
    expect(messages(validateLocalSubjectAccessReview(other, note))).toEqual([
      'spec.resourceAttributes.namespace: Invalid value: "kube-system": must match metadata.namespace',
    ]);
  });

  it('refuses non-resource attributes and a name', () => {
    const r = sar(
      { user: 'a', nonResourceAttributes: { path: '/x', verb: 'get' } },
      { name: 'n', namespace: 'default' },
    );
    const got = messages(validateLocalSubjectAccessReview(r, note));
    expect(got).toHaveLength(2);
    expect(got[0]).toMatch(
      /^metadata: Invalid value: v1.ObjectMeta\{Name:"n", GenerateName:"", Namespace:"default", .*: must be empty except for namespace$/,
    );
    expect(got[1]).toBe(
      'spec.nonResourceAttributes: Invalid value: authorization.NonResourceAttributes{Path:"/x", Verb:"get"}: disallowed on this kind of request',
    );
  });
});
