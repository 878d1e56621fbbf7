export interface JsonDetailsProps {
  title: string;
  /** Any JSON-serialisable value. */
  value: unknown;
}

/** Shows a JSON document (an AdmissionReview, a Status) formatted, folded until opened. */
export function JsonDetails({ title, value }: JsonDetailsProps) {
  return (
    <details className="pl-json">
      <summary>{title}</summary>
      <pre tabIndex={0}>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}
