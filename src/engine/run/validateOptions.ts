// Validates a request's options object as the handlers do before they decode the body: mirrors
// apimachinery pkg/apis/meta/v1/validation/validation.go (ValidateCreateOptions,
// ValidateUpdateOptions, ValidatePatchOptions, ValidateDeleteOptions, ValidateFieldManager,
// ValidateDryRun, ValidateFieldValidation, ValidateIgnoreStoreReadError), unchanged v0.32–v0.37.
// The values' JSON types were checked when the attributes were built (optionTypes.ts).

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, tooLong } from '../apimachinery/field.ts';
import { goBool, goNamed, goSlice, goString } from '../apimachinery/goValue.ts';

/** The options kinds the create, update, patch and delete handlers decode. */
export type OptionsKind = 'CreateOptions' | 'UpdateOptions' | 'PatchOptions' | 'DeleteOptions';

// validation.FieldManagerMaxLength.
const fieldManagerMaxLength = 128;

const text = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
// A pointer field is set when the key holds a value; null decodes to a nil pointer.
const isSet = (v: JsonValue | undefined): boolean => v !== undefined && v !== null;

// unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
const isPrint = (r: string): boolean => r === ' ' || printable.test(r);

const utf8Length = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** ValidateFieldManager: at most 128 bytes, and every character printable (a position is a byte offset). */
export function validateFieldManager(fieldManager: string, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (new TextEncoder().encode(fieldManager).length > fieldManagerMaxLength)
    errs.push(tooLong(fldPath, fieldManagerMaxLength));
  let position = 0;
  for (const ch of fieldManager) {
    // A lone surrogate cannot come out of Go's JSON decoder: it reads U+FFFD, which is printable.
    const cp = ch.codePointAt(0) ?? 0xfffd;
    const r = cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch;
    if (!isPrint(r)) {
      // %#U of a rune unicode.IsPrint refuses is "U+" and at least four upper-case hex digits.
      const u = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
      errs.push(
        invalid(
          fldPath,
          goString(fieldManager),
          `invalid character ${u} (at position ${position})`,
        ),
      );
    }
    position += utf8Length(r.codePointAt(0) ?? 0xfffd);
  }
  return errs;
}

/** ValidateDryRun: every value must be "All". */
export function validateDryRun(fldPath: string, dryRun: readonly string[]): FieldError[] {
  if (dryRun.every((v) => v === 'All')) return [];
  return [notSupported(fldPath, goSlice('string', dryRun), ['All'])];
}

// sets.NewString("", "Ignore", "Warn", "Strict").List(): sorted.
const fieldValidationValues = ['', 'Ignore', 'Strict', 'Warn'];

/** ValidateFieldValidation: "", Ignore, Warn or Strict. */
export function validateFieldValidation(fldPath: string, fieldValidation: string): FieldError[] {
  if (fieldValidationValues.includes(fieldValidation)) return [];
  return [notSupported(fldPath, goString(fieldValidation), fieldValidationValues)];
}

// ValidateIgnoreStoreReadError: the unsafe delete of a corrupt object takes no other option.
function validateIgnoreStoreReadError(fldPath: string, options: JsonObject): FieldError[] {
  if (options['ignoreStoreReadErrorWithClusterBreakingPotential'] !== true) return [];
  const errs: FieldError[] = [];
  const withOther = (what: string) =>
    errs.push(invalid(fldPath, goBool(true), `cannot be set together with .${what}`));
  if (strings(options['dryRun']).length > 0) withOther('dryRun');
  if (isSet(options['propagationPolicy'])) withOther('propagationPolicy');
  if (isSet(options['orphanDependents'])) withOther('orphanDependents');
  if (isSet(options['gracePeriodSeconds'])) withOther('gracePeriodSeconds');
  if (isSet(options['preconditions'])) withOther('preconditions');
  return errs;
}

/** ValidateDeleteOptions: orphanDependents xor propagationPolicy, a known policy, dryRun, the unsafe delete. */
export function validateDeleteOptions(options: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const policy = options['propagationPolicy'];
  // The bad value is the *DeletionPropagation pointer, which field.Error prints dereferenced.
  const policyValue = goNamed('v1.DeletionPropagation', text(policy));
  if (isSet(options['orphanDependents']) && isSet(policy))
    errs.push(
      invalid(
        'propagationPolicy',
        policyValue,
        'orphanDependents and deletionPropagation cannot be both set',
      ),
    );
  if (isSet(policy) && !['Foreground', 'Background', 'Orphan'].includes(text(policy)))
    errs.push(
      notSupported('propagationPolicy', policyValue, ['Foreground', 'Background', 'Orphan', 'nil']),
    );
  errs.push(...validateDryRun('dryRun', strings(options['dryRun'])));
  errs.push(
    ...validateIgnoreStoreReadError('ignoreStoreReadErrorWithClusterBreakingPotential', options),
  );
  return errs;
}

/**
 * Validates the options of one handler. A patch's apply-only rules (ValidatePatchOptions: an apply
 * patch needs a fieldManager, only an apply patch may set force) need the patch type, which the
 * scenario does not carry: the caller says so.
 */
export function validateOptions(options: JsonObject, kind: OptionsKind): FieldError[] {
  if (kind === 'DeleteOptions') return validateDeleteOptions(options);
  return [
    ...validateFieldManager(text(options['fieldManager']), 'fieldManager'),
    ...validateDryRun('dryRun', strings(options['dryRun'])),
    ...validateFieldValidation('fieldValidation', text(options['fieldValidation'])),
  ];
}
