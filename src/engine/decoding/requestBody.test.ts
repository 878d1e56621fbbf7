import { describe, expect, it } from 'vitest';
import { marshalGo } from '../apimachinery/goJson.ts';
import { utf8Length } from '../apimachinery/utf8.ts';
import { bodyTooLarge, MAX_REQUEST_BODY_BYTES, requestBodyBytes } from './requestBody.ts';

describe('the request body limit', () => {
  it('measures the body as compact JSON with HTML escaping, in UTF-8 bytes', () => {
    expect(requestBodyBytes({ a: '<é>' })).toBe('{"a":"\\u003cé\\u003e"}'.length + 1);
  });

  it.each([
    {
      name: 'escapes and control characters',
      value: { a: '"\\\b\f\n\r\t\u0001<>&', n: [1, 1.5, -0, 1e21, true, false, null] },
    },
    {
      name: 'non-ASCII, line separators, surrogate pairs and lone surrogates',
      value: { ключ: 'é€\u2028\u{1F600}\ud800x', nested: { list: [{}, []] } },
    },
  ])('counts what encoding/json writes: $name', ({ value }) => {
    expect(requestBodyBytes(value)).toBe(utf8Length(marshalGo(value)));
  });

  it('reads a body of exactly the limit', () => {
    const filler = 'x'.repeat(MAX_REQUEST_BODY_BYTES - '{"a":""}'.length);
    expect(bodyTooLarge({ a: filler })).toBeUndefined();
  });

  it('answers 413 one byte past it, as limitedReadBody does', () => {
    const filler = 'x'.repeat(MAX_REQUEST_BODY_BYTES - '{"a":""}'.length + 1);
    expect(bodyTooLarge({ a: filler })?.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'Request entity too large: limit is 3145728',
      reason: 'RequestEntityTooLarge',
      code: 413,
    });
  });
});
