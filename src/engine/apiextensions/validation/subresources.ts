// ValidateCustomResourceDefinitionSubresources: the scale subresource's replica and label selector
// paths must be simple JSON paths, under .spec (specReplicasPath), .status (statusReplicasPath) or
// either (labelSelectorPath). The status subresource has no fields to check. Mirrors
// apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinitionSubresources, validateSimpleJSONPath).

import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonValue } from '../../apimachinery/types.ts';
import { childOf, type LocatedError, type Place } from './located.ts';

/** validateSimpleJSONPath: a path in the dot notation starting with ".". */
export function validateSimpleJSONPath(s: string, at: Place): LocatedError[] {
  let e: FieldError | undefined;
  if (s.length === 0) e = invalid('', goString(s), 'must not be empty');
  else if (!s.startsWith('.'))
    e = invalid('', goString(s), 'must be a simple json path starting with .');
  // strings.Split never yields fewer than one part: "must be a json path in the dot notation" cannot happen
  return e === undefined ? [] : [{ error: { ...e, field: at.field }, pointer: at.pointer }];
}

/** The errors of a subresources object (top-level or a version's) at `at`. */
export function validateSubresources(sub: JsonValue | undefined, at: Place): LocatedError[] {
  const out: LocatedError[] = [];
  if (!isObject(sub) || !isObject(sub['scale'])) return out;
  const scale = sub['scale'];
  const scaleAt = childOf(at, 'scale');
  const path = (
    name: string,
    under: readonly string[],
    detail: string,
    optional: boolean,
  ): void => {
    const v = scale[name];
    const s = typeof v === 'string' ? v : '';
    const p = childOf(scaleAt, name);
    if (s === '') {
      if (!optional) out.push({ error: required(p.field, ''), pointer: p.pointer });
      return;
    }
    const errs = validateSimpleJSONPath(s, p);
    if (errs.length > 0) out.push(...errs);
    else if (!under.some((prefix) => s.startsWith(prefix)))
      out.push({ error: invalid(p.field, goString(s), detail), pointer: p.pointer });
  };
  path('specReplicasPath', ['.spec.'], 'should be a json path under .spec', false);
  path('statusReplicasPath', ['.status.'], 'should be a json path under .status', false);
  path(
    'labelSelectorPath',
    ['.spec.', '.status.'],
    'should be a json path under either .spec or .status',
    true,
  );
  return out;
}
