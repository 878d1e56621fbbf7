import type { TraceEntry } from '../../engine/index.ts';
import { checkVerdict, decisiveCheck, skipHeadline } from './stepText.ts';

export interface CheckTableProps {
  entry: TraceEntry;
}

/** Shows why a webhook was called or skipped, check by check in the API server's order. */
export function CheckTable({ entry }: CheckTableProps) {
  const checks = entry.checks ?? [];
  const skipped = entry.outcome === 'skipped';
  const headline = skipHeadline(entry);
  const decisive = decisiveCheck(entry);
  if (checks.length === 0 && headline === undefined) return null;
  return (
    <section className="pl-section">
      <h5>
        {skipped
          ? 'Why it was skipped'
          : entry.policy === undefined
            ? 'Why it was called'
            : 'Why it applies'}
      </h5>
      {headline !== undefined && <p className="pl-headline pl-tone-skip">{headline}</p>}
      {checks.length > 0 && (
        <table className="pl-checks">
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Result</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((c, i) => (
              <tr key={i} className={c === decisive ? 'pl-decisive' : undefined}>
                <th scope="row">
                  <code>{c.check}</code>
                </th>
                <td className={c.passed ? 'pl-tone-ok' : 'pl-tone-deny'}>{checkVerdict(c)}</td>
                <td>{c.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
