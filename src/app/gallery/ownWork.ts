// Whether choosing an example would overwrite something the person made: the gallery asks first
// then, and only then.

/** The editors' state the question depends on. */
export interface EditorsText {
  /** The scenario text. */
  source: string;
  /** A section editor holds text that does not parse yet, so it is not in `source`. */
  unsavedEdit: boolean;
}

/** Whether the editors hold the person's own work: not the sample, not an example as shipped. */
export function isOwnWork(
  editors: EditorsText,
  sample: string,
  examples: readonly string[],
): boolean {
  const text = editors.source.trim();
  return (
    editors.unsavedEdit || (text !== sample.trim() && !examples.some((e) => e.trim() === text))
  );
}
