// The strict typed decode: unknown-field reporting as the server's warnings spell it, null
// handling, pointer versus value fields, and normalization of the custom JSON types.

import { describe, expect, it } from 'vitest';
import { decodeStruct } from './decode.ts';
import { at, typed } from './testing.ts';

const decodePod = (body: Record<string, unknown>) => {
  const unknown: string[] = [];
  const object = decodeStruct(body as never, 'Pod', '', unknown);
  return { object, unknown };
};

describe('unknown fields', () => {
  it.each([
    ['a top-level field', { foo: 1 }, ['foo']],
    ['a metadata field', { metadata: { name: 'p', nam: 'x' } }, ['metadata.nam']],
    [
      'a container field',
      { spec: { containers: [{ name: 'a' }, { name: 'b', foo: true }] } },
      ['spec.containers[1].foo'],
    ],
    [
      'a differently cased field (the decoder is case-sensitive)',
      { spec: { containers: [{ Name: 'a' }] } },
      ['spec.containers[0].Name'],
    ],
    [
      'a field in a pointer struct',
      { spec: { securityContext: { runAsUser: 1, fsGroupp: 2 } } },
      ['spec.securityContext.fsGroupp'],
    ],
    [
      'fields at several depths, in document order',
      { zz: 1, spec: { volumes: [{ name: 'v', emptyDir: { x: 1 } }] }, aa: 2 },
      ['zz', 'spec.volumes[0].emptyDir.x', 'aa'],
    ],
  ])('reports %s', (_, body, expected) => {
    expect(decodePod(body).unknown).toEqual(expected);
  });

  it('drops the fields it reports', () => {
    const { object } = typed('v1', 'Pod', {
      metadata: { name: 'p', bogus: 1 },
      spec: { containers: [{ name: 'a', foo: 1 }] },
    });
    expect(at(object, 'metadata.bogus')).toBeUndefined();
    expect(at(object, 'spec.containers.0.foo')).toBeUndefined();
  });

  it('reports nothing for a well-formed object', () => {
    expect(
      typed('v1', 'Pod', {
        metadata: { name: 'p' },
        spec: { containers: [{ name: 'a', image: 'x' }] },
      }).unknownFields,
    ).toEqual([]);
  });
});

describe('decoding values', () => {
  it('reads null as the zero value, so an omitempty field disappears', () => {
    const { object } = decodePod({ spec: { nodeName: null, priority: null, volumes: null } });
    expect(object['spec']).toEqual({});
  });

  it('keeps a pointer to a zero value', () => {
    const { object } = decodePod({
      spec: { priority: 0, automountServiceAccountToken: false, terminationGracePeriodSeconds: 0 },
    });
    expect(object['spec']).toMatchObject({
      priority: 0,
      automountServiceAccountToken: false,
      terminationGracePeriodSeconds: 0,
    });
  });

  it('creates the non-pointer structs Go always has', () => {
    const { object } = decodePod({});
    expect(object).toEqual({ metadata: {}, spec: {}, status: {} });
  });

  it('reads a null slice element as the element zero value', () => {
    const { object } = decodePod({ spec: { containers: [null] } });
    expect(at(object, 'spec.containers.0')).toEqual({ resources: {} });
  });

  it.each([
    [
      'a quantity',
      'spec.containers.0.resources.limits.cpu',
      { spec: { containers: [{ name: 'a', resources: { limits: { cpu: 0.5 } } }] } },
      '500m',
    ],
    [
      'a time',
      'metadata.creationTimestamp',
      { metadata: { creationTimestamp: '2026-01-01T01:00:00+01:00' } },
      '2026-01-01T00:00:00Z',
    ],
    ['base64 bytes', 'data.k', { data: { k: 'YQ\n==' } }, 'YQ=='],
  ])('normalizes %s', (_, path, body, expected) => {
    const kind = 'data' in body ? 'Secret' : 'Pod';
    expect(at(typed('v1', kind, body as never).object, path)).toBe(expected);
  });

  it('keeps a value of the wrong JSON type for validation to reject', () => {
    const { object } = decodePod({ spec: { containers: 'nope', priority: 'high' } });
    expect(object['spec']).toEqual({ containers: 'nope', priority: 'high' });
  });
});
