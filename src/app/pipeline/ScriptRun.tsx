import type { ScriptTrace } from '../../engine/index.ts';
import { scriptRunSummary } from './scriptRunText.ts';

/** Shows what a `script` webhook did in its sandbox: how it ended, its error and where, its console lines. */
export function ScriptRun({ script }: { script: ScriptTrace }) {
  const { headline, error } = scriptRunSummary(script);
  return (
    <section className="pl-section" aria-label="Script run">
      <h5>Script</h5>
      <p className="pl-meta">{headline}</p>
      {error !== undefined && <p className="pl-tone-deny pl-script-error">{error}</p>}
      {script.logs.length > 0 ? (
        <pre className="pl-kubectl" tabIndex={0} aria-label="Console output">
          {script.logs.join('\n')}
        </pre>
      ) : (
        <p className="pl-meta">No console output.</p>
      )}
    </section>
  );
}
