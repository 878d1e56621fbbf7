// ValidateCustomResourceDefinitionNames: plural, singular, short names and categories are DNS-1035
// labels; kind and listKind are too once lower-cased, and differ. Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (ValidateCustomResourceDefinitionNames), with the
// v1 defaults (singular: the lower-cased kind; listKind: the kind + "List").

import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isDNS1035Label } from '../../apimachinery/names.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { childOf, indexOf, type LocatedError, type Place } from './located.ts';

const mixedCase = 'may have mixed case, but should otherwise match: ';

/** The names' errors at `at` (spec.names). */
export function validateNames(names: JsonObject, at: Place): LocatedError[] {
  const out: LocatedError[] = [];
  const push = (place: Place, e: FieldError): void => {
    out.push({ error: { ...e, field: place.field }, pointer: place.pointer });
  };
  const str = (k: string): string => (typeof names[k] === 'string' ? names[k] : '');
  const strings = (k: string): string[] =>
    Array.isArray(names[k]) ? names[k].filter((x): x is string => typeof x === 'string') : [];
  const kind = str('kind');
  const singular = str('singular') || kind.toLowerCase();
  const listKind = str('listKind') || (kind === '' ? '' : `${kind}List`);
  const label = (name: string, value: string, lower = false): void => {
    const errs = isDNS1035Label(lower ? value.toLowerCase() : value);
    if (value !== '' && errs.length > 0)
      push(
        childOf(at, name),
        invalid('', goString(value), (lower ? mixedCase : '') + errs.join(',')),
      );
  };
  label('plural', str('plural'));
  label('singular', singular);
  label('kind', kind, true);
  label('listKind', listKind, true);
  strings('shortNames').forEach((s, i) => {
    const errs = isDNS1035Label(s);
    if (errs.length > 0)
      push(indexOf(childOf(at, 'shortNames'), i), invalid('', goString(s), errs.join(',')));
  });
  if (kind !== '' && kind === listKind)
    push(
      childOf(at, 'listKind'),
      invalid('', goString(listKind), 'kind and listKind may not be the same'),
    );
  strings('categories').forEach((c, i) => {
    const errs = isDNS1035Label(c);
    if (errs.length > 0)
      push(indexOf(childOf(at, 'categories'), i), invalid('', goString(c), errs.join(',')));
  });
  return out;
}
