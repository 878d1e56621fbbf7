export interface ErrorListProps {
  /** Each error as `line:column: message`. */
  errors: readonly string[];
}

/** Lists why the scenario text does not parse; renders nothing when it does. */
export function ErrorList({ errors }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" aria-label="Scenario errors" className="error-list">
      <ul>
        {errors.map((error, i) => (
          <li key={`${i}:${error}`}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
