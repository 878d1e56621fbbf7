export interface StepNotesProps {
  warnings: readonly string[] | undefined;
  auditAnnotations: Readonly<Record<string, string>> | undefined;
  assumptions?: readonly string[] | undefined;
}

/** Shows the warnings a step sent to the client and the audit annotations it recorded. */
export function StepNotes({ warnings, auditAnnotations, assumptions }: StepNotesProps) {
  const annotations = Object.entries(auditAnnotations ?? {});
  return (
    <>
      {assumptions !== undefined && assumptions.length > 0 && (
        <section className="pl-section">
          <h5>Assumed by the playground</h5>
          <ul className="pl-assumptions">
            {assumptions.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </section>
      )}
      {warnings !== undefined && warnings.length > 0 && (
        <section className="pl-section">
          <h5>Warnings</h5>
          <ul className="pl-warnings">
            {warnings.map((w, i) => (
              <li key={i}>
                <span className="pl-tone-warn">Warning:</span> {w}
              </li>
            ))}
          </ul>
        </section>
      )}
      {annotations.length > 0 && (
        <section className="pl-section">
          <h5>Audit annotations</h5>
          <dl className="pl-annotations">
            {annotations.map(([k, v]) => (
              <div key={k}>
                <dt>
                  <code>{k}</code>
                </dt>
                <dd>
                  <code>{v}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
