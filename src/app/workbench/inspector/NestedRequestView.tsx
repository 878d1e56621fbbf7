import type { NestedRequest, TraceEntry } from '../../../engine/index.ts';
import { CheckTable } from '../../pipeline/CheckTable.tsx';
import { EvaluationTable } from '../../pipeline/EvaluationTable.tsx';
import { objectYaml } from '../../pipeline/objectYaml.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { StatusView } from '../../pipeline/StatusView.tsx';
import { StepNotes } from '../../pipeline/StepNotes.tsx';
import { outcomeLabel, stepName, stepPlace } from '../../pipeline/stepText.ts';
import { nestedTiming, requestSentence, userText } from './aroundText.ts';
import { CopyButton } from './CopyButton.tsx';
import { PatchPanel } from './PatchPanel.tsx';

const ignoreHover = () => undefined;

/**
 * A request the chain made through itself before going on (NamespaceAutoProvision creating the
 * Namespace with the loopback client): what it was, how it ended, and its own steps, each opened
 * on demand.
 */
export function NestedRequestView({ nested }: { nested: NestedRequest }) {
  const verdict = outcomeLabel(nested.allowed ? 'allowed' : 'denied');
  const facts = [userText(nested.user), nestedTiming(nested)].filter(
    (f): f is string => f !== undefined,
  );
  return (
    <section className="pl-section wb-nested" aria-label="A request of its own">
      <h5>A request of its own: {requestSentence(nested.request)}</h5>
      <p className={`pl-outcome pl-tone-${verdict.tone}`}>
        <span aria-hidden="true">{verdict.icon} </span>
        <strong>{nested.allowed ? 'allowed' : 'refused'}</strong>
        {facts.length > 0 && <span className="pl-reason">: {facts.join(' · ')}</span>}
      </p>
      {nested.call !== undefined && (
        <p className="pl-meta">
          Made by <code>{nested.call}</code>
        </p>
      )}
      {nested.calls !== undefined && (
        <p className="pl-meta">
          Its webhook calls: {nested.calls.length === 0 ? 'none' : nested.calls.join(', ')}
        </p>
      )}
      {nested.status !== undefined && <StatusView status={nested.status} />}
      {nested.warnings !== undefined && nested.warnings.length > 0 && (
        <StepNotes warnings={nested.warnings} auditAnnotations={undefined} />
      )}
      <h5>Its steps ({nested.trace.length}, numbered on their own)</h5>
      <ol className="wb-nested-steps">
        {nested.trace.map((entry, i) => (
          <NestedStep key={i} entry={entry} position={i} />
        ))}
      </ol>
      {nested.object !== undefined && (
        <>
          <details className="pl-json">
            <summary>The {nested.request.kind.kind} it stored</summary>
            <pre tabIndex={0}>{objectYaml(nested.object)}</pre>
          </details>
          <CopyButton
            text={objectYaml(nested.object)}
            label={`Copy the stored ${nested.request.kind.kind}`}
          />
        </>
      )}
    </section>
  );
}

function NestedStep({ entry, position }: { entry: TraceEntry; position: number }) {
  const step: PipelineStep = { kind: 'trace', position, stage: entry.phase, entry };
  const outcome = outcomeLabel(entry.outcome);
  return (
    <li>
      <details>
        <summary>
          {stepName(step)}
          {entry.phase === 'mutating' && entry.webhook !== undefined
            ? ` (round ${entry.round ?? 0})`
            : ''}
          : <span className={`pl-tone-${outcome.tone}`}>{outcome.words}</span>
          {entry.reason !== '' && ` — ${entry.reason}`}
        </summary>
        <p className="pl-meta">{stepPlace(entry)}</p>
        <CheckTable entry={entry} />
        <EvaluationTable evaluations={entry.evaluations} />
        {entry.patch !== undefined && entry.patch.length > 0 && (
          <PatchPanel ops={entry.patch} hovered={undefined} onHover={ignoreHover} />
        )}
        {entry.status !== undefined && <StatusView status={entry.status} />}
        <StepNotes
          warnings={entry.warnings}
          auditAnnotations={entry.auditAnnotations}
          assumptions={entry.assumptions}
        />
      </details>
    </li>
  );
}
