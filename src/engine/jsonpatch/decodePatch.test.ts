import { describe, expect, it } from 'vitest';
import { decodePatch } from './decodePatch.ts';

describe('decodePatch', () => {
  it.each([
    {
      name: 'input that is not JSON',
      json: 'not json',
      err: "invalid character 'o' in literal null (expecting 'u')",
    },
    {
      name: 'a word that starts no literal',
      json: 'xyz',
      err: "invalid character 'x' looking for beginning of value",
    },
    { name: 'empty input', json: '', err: 'unexpected end of JSON input' },
    { name: 'a truncated array', json: '[{"op":"add"}', err: 'unexpected end of JSON input' },
    {
      name: 'a single object instead of a list',
      json: '{"op":"add"}',
      err: 'json: cannot unmarshal object into Go value of type jsonpatch.Patch',
    },
    {
      name: 'a string',
      json: '"[]"',
      err: 'json: cannot unmarshal string into Go value of type jsonpatch.Patch',
    },
    {
      name: 'a number',
      json: '1',
      err: 'json: cannot unmarshal number into Go value of type jsonpatch.Patch',
    },
    {
      name: 'a boolean',
      json: 'true',
      err: 'json: cannot unmarshal bool into Go value of type jsonpatch.Patch',
    },
    {
      name: 'a number element',
      json: '[1]',
      err: 'json: cannot unmarshal number into Go value of type jsonpatch.Operation',
    },
    {
      name: 'an array element',
      json: '[[]]',
      err: 'json: cannot unmarshal array into Go value of type jsonpatch.Operation',
    },
    {
      name: 'the first of two bad elements',
      json: '[{}, "x", 1]',
      err: 'json: cannot unmarshal string into Go value of type jsonpatch.Operation',
    },
    {
      name: 'a syntax error after a type error',
      json: '[1, }',
      err: "invalid character '}' looking for beginning of value",
    },
  ])("rejects $name with encoding/json's text", ({ json, err }) => {
    expect(decodePatch(json)).toEqual({ ok: false, error: err });
  });

  it('decodes null into an empty patch, as Go decodes it into a nil Patch', () => {
    expect(decodePatch(' null ')).toEqual({ ok: true, value: [] });
  });

  it("keeps each member's raw text, JSON null as null and a null element as a nil operation", () => {
    const r = decodePatch(
      '[{"op":"add","path":"/a","value": { "b" : 1.0 }}, {"op":"add","value":null}, null]',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value[0]?.get('value')).toBe('{ "b" : 1.0 }');
    expect(r.value[1]?.get('value')).toBeNull();
    expect(r.value[0]?.has('from')).toBe(false);
    expect(r.value[2]).toBeNull();
  });

  it('lets the last of duplicate members win', () => {
    const r = decodePatch('[{"op":"add","op":"remove"}]');
    expect(r.ok && r.value[0]?.get('op')).toBe('"remove"');
  });

  it('accepts the bytes a webhook sent', () => {
    const r = decodePatch(Uint8Array.from([0x5b, 0x5d]));
    expect(r).toEqual({ ok: true, value: [] });
  });
});
