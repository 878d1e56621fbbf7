// The gallery's confirm step: choosing an example would overwrite the person's own scenario.

import { useEffect, useId, useRef } from 'react';

export interface ConfirmReplaceProps {
  /** The title of the example that would replace the scenario. */
  title: string;
  onReplace: () => void;
  onCancel: () => void;
}

/** Asks whether to replace the person's scenario with an example; Cancel has the focus. */
export function ConfirmReplace({ title, onReplace, onCancel }: ConfirmReplaceProps) {
  const headingId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="gallery-confirm" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>Replace your scenario with &ldquo;{title}&rdquo;?</h3>
      <p>
        The editors hold your own scenario, not one of the examples, and its text will be replaced.
      </p>
      <div className="gallery-confirm-actions">
        <button type="button" className="primary" onClick={onReplace}>
          Replace
        </button>
        <button ref={cancel} type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
