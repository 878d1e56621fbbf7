// ValidateCustomResourceColumnDefinition: an additionalPrinterColumns entry needs a name, a type
// among the printer's data types, a known format if any, and a simple JSON path. The internal
// type's field is JSONPath, so its errors say `JSONPath`. Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (ValidateCustomResourceColumnDefinition).

import { invalid, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { childOf, type LocatedError, type Place } from './located.ts';
import { validateSimpleJSONPath } from './subresources.ts';

/** printerColumnDatatypes.List(), sorted. */
const TYPES = ['boolean', 'date', 'integer', 'number', 'string'];
/** customResourceColumnDefinitionFormats.List(), sorted. */
const FORMATS = ['byte', 'date', 'date-time', 'double', 'float', 'int32', 'int64', 'password'];

/** The errors of one printer column at `at`. */
export function validateColumn(col: JsonObject, at: Place): LocatedError[] {
  const out: LocatedError[] = [];
  const str = (k: string): string => (typeof col[k] === 'string' ? col[k] : '');
  const name = childOf(at, 'name');
  if (str('name') === '') out.push({ error: required(name.field, ''), pointer: name.pointer });
  const type = childOf(at, 'type');
  const mustBe = `must be one of ${TYPES.join(',')}`;
  if (str('type') === '') out.push({ error: required(type.field, mustBe), pointer: type.pointer });
  else if (!TYPES.includes(str('type')))
    out.push({ error: invalid(type.field, goString(str('type')), mustBe), pointer: type.pointer });
  const format = childOf(at, 'format');
  if (str('format') !== '' && !FORMATS.includes(str('format')))
    out.push({
      error: invalid(format.field, goString(str('format')), `must be one of ${FORMATS.join(',')}`),
      pointer: format.pointer,
    });
  const path = childOf(at, 'JSONPath', 'jsonPath');
  if (str('jsonPath') === '') out.push({ error: required(path.field, ''), pointer: path.pointer });
  else out.push(...validateSimpleJSONPath(str('jsonPath'), path));
  return out;
}
