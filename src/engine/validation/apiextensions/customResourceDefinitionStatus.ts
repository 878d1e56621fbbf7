// Checks a CustomResourceDefinition /status update: mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (v0.32.0) ValidateUpdateCustomResourceDefinitionStatus
// with ValidateCustomResourceDefinitionStatus → ValidateCustomResourceDefinitionNames on
// status.acceptedNames. Unlike spec.names, acceptedNames get no v1 defaults (SetDefaults_
// CustomResourceDefinitionSpec fills only the spec's singular and listKind), so the names are judged
// as sent.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isDNS1035Label } from '../../apimachinery/names.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { child, index } from '../fieldPath.ts';
import { obj, str, strings } from '../read.ts';

const mixedCase = 'may have mixed case, but should otherwise match: ';

/** ValidateCustomResourceDefinitionNames, without defaults. */
export function validateCustomResourceDefinitionNames(
  names: JsonObject | undefined,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const label = (name: string, lower: boolean): void => {
    const value = str(names?.[name]);
    const msgs = isDNS1035Label(lower ? value.toLowerCase() : value);
    if (value !== '' && msgs.length > 0)
      errs.push(
        invalid(child(fldPath, name), goString(value), (lower ? mixedCase : '') + msgs.join(',')),
      );
  };
  const each = (name: string): void =>
    strings(names?.[name]).forEach((v, i) => {
      const msgs = isDNS1035Label(v);
      if (msgs.length > 0)
        errs.push(invalid(index(child(fldPath, name), i), goString(v), msgs.join(',')));
    });
  label('plural', false);
  label('singular', false);
  label('kind', true);
  label('listKind', true);
  each('shortNames');
  const kind = str(names?.['kind']);
  const listKind = str(names?.['listKind']);
  // kind and listKind may not be the same or parsing become ambiguous
  if (kind !== '' && kind === listKind)
    errs.push(
      invalid(
        child(fldPath, 'listKind'),
        goString(listKind),
        'kind and listKind may not be the same',
      ),
    );
  each('categories');
  return errs;
}

/** ValidateUpdateCustomResourceDefinitionStatus. */
export const validateCustomResourceDefinitionStatusUpdate = (
  crd: JsonObject,
  old: JsonObject,
): FieldError[] => [
  ...validateObjectMetaUpdate(crd, old),
  ...validateCustomResourceDefinitionNames(
    obj(obj(crd['status'])?.['acceptedNames']),
    'status.acceptedNames',
  ),
];
