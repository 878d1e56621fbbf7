// Checks a ControllerRevision: mirrors pkg/apis/apps/validation/validation.go
// ValidateControllerRevision (data is mandatory, revision non-negative) and
// ValidateControllerRevisionUpdate (data is immutable).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goInt, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { fieldImmutableErrorMsg } from '../meta/immutable.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num } from '../read.ts';

/** ValidateControllerRevision. */
export function validateControllerRevision(rev: JsonObject): FieldError[] {
  const errs = validateObjectMeta(rev, true, nameIsDNSSubdomain);
  if (rev['data'] === undefined || rev['data'] === null)
    errs.push(required('data', 'data is mandatory'));
  const revision = num(rev['revision']) ?? 0;
  if (revision < 0)
    errs.push(invalid('revision', goInt(revision), 'must be greater than or equal to 0'));
  return errs;
}

/** ValidateControllerRevisionUpdate. */
export function validateControllerRevisionUpdate(rev: JsonObject, old: JsonObject): FieldError[] {
  const errs = [...validateObjectMetaUpdate(rev, old), ...validateControllerRevision(rev)];
  if (!semanticDeepEqual(rev['data'], old['data'], true)) {
    // data is a runtime.RawExtension: %#v prints its Raw bytes (the compact JSON kubectl sent).
    const json = marshalGo(rev['data'] ?? null);
    const bytes = [...new TextEncoder().encode(json)].map((b) => `0x${b.toString(16)}`);
    errs.push(
      invalid(
        'data',
        goText(
          `runtime.RawExtension{Raw:[]uint8{${bytes.join(', ')}}, Object:runtime.Object(nil)}`,
          json,
        ),
        fieldImmutableErrorMsg,
      ),
    );
  }
  return errs;
}
