// The scenario's title and what it teaches, above the request bar. The description comes from
// the scenario text (perhaps a shared link's), so it goes through the safe Markdown renderer.

import { lazy, Suspense, useId, useState } from 'react';
import { useAnswerOnScreen } from '../result/answerOnScreen.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { usePlayground } from '../store/index.ts';
import { selectScenarioInfo } from '../store/scenarioInfoSelectors.ts';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import './gallery.css';

// The renderer is a chunk of its own: the sample scenario has no description, so the first
// page load does not fetch it.
const Markdown = lazy(() =>
  import('../markdown/Markdown.tsx').then((m) => ({ default: m.Markdown })),
);

/** Shows the scenario's title and its Markdown description, which the person can hide. */
export function ScenarioDescription() {
  // While the text does not parse, the last scenario's words stay rather than flicker away.
  const { value: info } = useLastDefined(usePlayground(selectScenarioInfo));
  const [open, setOpen] = useState(true);
  // The renderer's chunk waits until the first answer is on screen; the plain text stands in.
  const rendered = useAnswerOnScreen();
  const titleId = useId();
  const bodyId = useId();
  if (info === undefined || (info.title === undefined && info.description === undefined))
    return null;
  const description = info.description?.trim() ? info.description : undefined;
  return (
    <section className="scenario-description" aria-label="Scenario description">
      <div className="scenario-description-head">
        <h2 id={titleId}>{info.title ?? info.name}</h2>
        {description !== undefined && (
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide description' : 'Show description'}
          </button>
        )}
      </div>
      {description !== undefined && (
        // Scrolls inside a few lines of height, so the editors stay on a laptop screen; focusable
        // so the keyboard can scroll it too.
        <div
          id={bodyId}
          className="scenario-description-body"
          role="group"
          aria-labelledby={titleId}
          tabIndex={0}
          hidden={!open}
        >
          {/* Without the renderer the description is still there, as the plain text it is. */}
          {rendered ? (
            <ChunkBoundary fallback={<p className="scenario-description-plain">{description}</p>}>
              <Suspense fallback={null}>
                <Markdown text={description} headingLevel={3} />
              </Suspense>
            </ChunkBoundary>
          ) : (
            <p className="scenario-description-plain">{description}</p>
          )}
        </div>
      )}
    </section>
  );
}
