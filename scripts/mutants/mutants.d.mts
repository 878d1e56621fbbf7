/** One text replacement in the engine file whose path ends with `in`. */
export interface Edit {
  in: string;
  find: string;
  replace: string;
}
/** A named way of breaking the engine. */
export interface Mutant {
  name: string;
  edits: Edit[];
}
export const mutants: Mutant[];
