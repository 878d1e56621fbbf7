// A field error of a CustomResourceDefinition together with the JSON pointer (within the CRD) of the
// value it is about, so a CRD in the scenario's cluster can be marked at its place.

import type { FieldError } from '../../apimachinery/field.ts';

/** A field error and the pointer of its value inside the CRD ("/spec/versions/0/name"). */
export interface LocatedError {
  error: FieldError;
  pointer: string;
}

/** A field path and a pointer walked together. */
export interface Place {
  field: string;
  pointer: string;
}

/** Place.Child(name): a struct field. */
export const childOf = (p: Place, name: string, key = name): Place => ({
  field: p.field === '' ? name : `${p.field}.${name}`,
  pointer: `${p.pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
});

/** Place.Key(key): a map entry (properties[spec]). */
export const keyOf = (p: Place, map: string, key: string): Place => ({
  field: `${childOf(p, map).field}[${key}]`,
  pointer: `${childOf(p, map).pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
});

/** Place.Index(i). */
export const indexOf = (p: Place, i: number): Place => ({
  field: `${p.field}[${i}]`,
  pointer: `${p.pointer}/${i}`,
});
