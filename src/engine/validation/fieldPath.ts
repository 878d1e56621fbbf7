// Builds field paths as field.Path.String() writes them (apimachinery pkg/util/validation/field/path.go):
// children joined by ".", list indexes and map keys in brackets.

/** Appends a child field (`Path.Child`). */
export const child = (path: string, ...names: string[]): string =>
  [path, ...names].filter((p) => p !== '').join('.');

/** Appends a list index (`Path.Index`). */
export const index = (path: string, i: number): string => `${path}[${i}]`;

/** Appends a map key (`Path.Key`). */
export const key = (path: string, k: string): string => `${path}[${k}]`;
