// Checks the paths volumes and mounts name: mirrors pkg/apis/core/validation/validation.go
// validateLocalDescendingPath, validatePathNoBacksteps and ValidateLocalNonReservedPath.

import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';

/** Refuses a path with a ".." element (one error, however many). */
export function validatePathNoBacksteps(targetPath: string, fldPath: string): FieldError[] {
  return targetPath.split('/').includes('..')
    ? [invalid(fldPath, goString(targetPath), "must not contain '..'")]
    : [];
}

/** Refuses an absolute path or one with a ".." element. */
export function validateLocalDescendingPath(targetPath: string, fldPath: string): FieldError[] {
  const errs = targetPath.startsWith('/')
    ? [invalid(fldPath, goString(targetPath), 'must be a relative path')]
    : [];
  return [...errs, ...validatePathNoBacksteps(targetPath, fldPath)];
}

/** Also refuses a path starting with ".." that the element check did not catch. */
export function validateLocalNonReservedPath(targetPath: string, fldPath: string): FieldError[] {
  const errs = validateLocalDescendingPath(targetPath, fldPath);
  if (targetPath.startsWith('..') && !targetPath.startsWith('../'))
    errs.push(invalid(fldPath, goString(targetPath), "must not start with '..'"));
  return errs;
}
