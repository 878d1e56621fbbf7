// utilerrors.NewAggregate(errs).Error() (k8s.io/apimachinery/pkg/util/errors/errors.go): one error
// prints as itself; several print deduplicated, comma-separated, in brackets.

/** The message of an aggregate of these error messages ("" for none). */
export function aggregateErrorMessage(messages: readonly string[]): string {
  if (messages.length === 0) return '';
  if (messages.length === 1) return messages[0] ?? '';
  const seen = [...new Set(messages)];
  return seen.length === 1 ? (seen[0] ?? '') : `[${seen.join(', ')}]`;
}
