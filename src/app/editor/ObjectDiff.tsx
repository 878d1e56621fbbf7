// The object before and after one step. Placeholder: both texts; Monaco's diff editor replaces it lazily.

export interface ObjectDiffProps {
  /** The accessible name of the diff region. */
  label: string;
  /** The object before the step, as YAML. */
  before: string;
  /** The object after the step, as YAML. */
  after: string;
  theme: 'light' | 'dark';
}

/** Shows how one step changed the object. */
export function ObjectDiff({ label, before, after }: ObjectDiffProps) {
  return (
    <div role="region" aria-label={label}>
      <pre>{before}</pre>
      <pre>{after}</pre>
    </div>
  );
}
