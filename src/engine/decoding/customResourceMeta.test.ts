import { describe, expect, it } from 'vitest';
import { customResourceMetaError, dropMalformedMetadata } from './customResourceMeta.ts';

describe('customResourceMetaError', () => {
  it('places the error at the metadata field, with ObjectMeta as the root struct', () => {
    expect(customResourceMetaError({ metadata: { name: 'w', generation: 'one' } })).toEqual({
      message:
        'json: cannot unmarshal string into Go struct field ObjectMeta.generation of type int64',
      field: 'metadata.generation',
      pointer: '/metadata/generation',
    });
  });

  it('accepts absent, null and well-formed metadata', () => {
    expect(customResourceMetaError({})).toBeUndefined();
    expect(customResourceMetaError({ metadata: null })).toBeUndefined();
    expect(
      customResourceMetaError({ metadata: { name: 'w', labels: { a: 'b' } } }),
    ).toBeUndefined();
  });
});

describe('dropMalformedMetadata', () => {
  it('keeps the fields that decode on their own and drops the others', () => {
    expect(
      dropMalformedMetadata({ metadata: { name: 'w', labels: { a: 1 }, annotations: { b: 'c' } } }),
    ).toEqual({ metadata: { name: 'w', annotations: { b: 'c' } } });
  });

  it('returns the same object when nothing is malformed', () => {
    const o = { metadata: { name: 'w' } };
    expect(dropMalformedMetadata(o)).toBe(o);
  });
});
