import { describe, expect, it } from 'vitest';
import { patchAnnotationJson } from './annotation.ts';
import { decodePatch } from './decodePatch.ts';

function annotate(json: string): string {
  const r = decodePatch(json);
  if (!r.ok) throw new Error(r.error);
  return patchAnnotationJson(r.value);
}

describe('patchAnnotationJson', () => {
  it.each([
    {
      name: 'the integration-test example unchanged',
      json: '[{"op":"add","path":"/metadata/labels/a","value":"true"}]',
      out: '[{"op":"add","path":"/metadata/labels/a","value":"true"}]',
    },
    {
      name: 'members sorted by key',
      json: '[{"value":1,"path":"/b","op":"move","from":"/a"}]',
      out: '[{"from":"/a","op":"move","path":"/b","value":1}]',
    },
    {
      name: 'values compacted but numbers kept as written',
      json: '[ { "op" : "add", "path" : "/n", "value" : { "z" : 1.0 , "a" : [ 1e3 ] } } ]',
      out: '[{"op":"add","path":"/n","value":{"z":1.0,"a":[1e3]}}]',
    },
    {
      name: 'HTML characters escaped and string escapes kept',
      json: '[{"op":"add","path":"/a","value":"<b>&\\u0041"}]',
      out: '[{"op":"add","path":"/a","value":"\\u003cb\\u003e\\u0026\\u0041"}]',
    },
    {
      name: 'a null value as null',
      json: '[{"op":"add","path":"/a","value":null}]',
      out: '[{"op":"add","path":"/a","value":null}]',
    },
    { name: 'a null element as null', json: '[null,{}]', out: '[null,{}]' },
    {
      name: 'unknown members kept',
      json: '[{"op":"test","x-extra":true,"path":"/a"}]',
      out: '[{"op":"test","path":"/a","x-extra":true}]',
    },
  ])('marshals $name', ({ json, out }) => {
    expect(annotate(json)).toBe(out);
  });
});
