import { lazy, Suspense, useEffect, useRef } from 'react';
import { FinalAnswer } from '../../pipeline/FinalAnswer.tsx';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';
import type { PlacedNotes } from './placeNotes.ts';

const Markdown = lazy(() =>
  import('../../markdown/Markdown.tsx').then((m) => ({ default: m.Markdown })),
);

/** Renders scenario Markdown safely; as plain text while (or if) the renderer is not loaded. */
function Text({ text }: { text: string }) {
  return (
    <ChunkBoundary fallback={<p className="present-plain">{text}</p>}>
      <Suspense fallback={<p className="present-plain">{text}</p>}>
        <Markdown text={text} headingLevel={3} />
      </Suspense>
    </ChunkBoundary>
  );
}

export interface NarrationProps {
  description: string | undefined;
  request: string | undefined;
  notes: PlacedNotes;
  /** The last step on show and the one selected, as indexes into the walk. */
  revealed: number;
  at: number;
  answer: { kubectl: string; allowed: boolean } | undefined;
}

/**
 * The presenter's column: what the scenario teaches, the request, the notes of the steps revealed
 * so far (the current step's marked), and the answer only once it is revealed.
 */
export function Narration({ description, request, notes, revealed, at, answer }: NarrationProps) {
  const current = useRef<HTMLLIElement>(null);
  // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [at, revealed]);
  const shown = notes.placed.filter((n) => n.index <= revealed);
  return (
    <aside className="present-narration" aria-label="Narration" tabIndex={0}>
      {description !== undefined && <Text text={description} />}
      {request !== undefined && (
        <p className="present-request">
          <strong>Request:</strong> {request}
        </p>
      )}
      {shown.length > 0 && (
        <ol className="present-notes" aria-label="Notes">
          {shown.map(({ note, index }, i) => (
            <li
              key={i}
              ref={index === at ? current : undefined}
              aria-current={index === at ? 'step' : undefined}
            >
              <Text text={note.text} />
            </li>
          ))}
        </ol>
      )}
      {notes.unplaced.length > 0 && (
        <p className="present-unplaced">
          Notes that name no step of this run:{' '}
          {notes.unplaced
            .map((n) => `“${n.step}${n.round === undefined ? '' : ` round ${String(n.round)}`}”`)
            .join(', ')}
        </p>
      )}
      {answer === undefined ? (
        <p className="present-pending">
          What kubectl prints shows at the last step, the answer: time to guess.
        </p>
      ) : (
        <FinalAnswer text={answer.kubectl} allowed={answer.allowed} />
      )}
    </aside>
  );
}
