// Renders a list of errors as utilerrors.NewAggregate(errs).Error() does
// (k8s.io/apimachinery pkg/util/errors/errors.go): one error bare, several deduplicated in `[a, b]`.

/** Joins error texts the way an aggregate prints them; duplicates are dropped. */
export function aggregateErrors(errors: readonly string[]): string {
  if (errors.length === 0) return '';
  if (errors.length === 1) return errors[0] ?? '';
  const seen = [...new Set(errors)];
  return seen.length === 1 ? (seen[0] ?? '') : `[${seen.join(', ')}]`;
}
