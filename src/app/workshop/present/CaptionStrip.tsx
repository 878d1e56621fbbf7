import type { Caption } from './caption.ts';

/** The one strip under the map: the step's outcome in a sentence and up to three patch operations. */
export function CaptionStrip({ caption }: { caption: Caption | undefined }) {
  return (
    <div className="present-caption" role="status" aria-label="What this step did">
      {caption !== undefined && (
        <>
          <p className="present-caption-sentence">{caption.sentence}</p>
          {caption.operations.length > 0 && (
            <ul className="present-caption-ops" aria-label="Patch operations">
              {caption.operations.map((op, i) => (
                <li key={i}>
                  <code>{op}</code>
                </li>
              ))}
              {caption.more > 0 && <li>and {caption.more} more</li>}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
