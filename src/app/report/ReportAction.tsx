import { useEffect, useId, useRef, useState } from 'react';
import { loadShareCodec } from '../../engine/index.ts';
import { whenEvaluated } from '../evaluation/whenEvaluated.ts';
import { playgroundStore } from '../store/index.ts';
import { Modal } from '../ui/Modal.tsx';

/** Copies the scenario as a Markdown bug report; where the clipboard is out of reach, shows it selected to copy by hand. */
export function ReportAction() {
  const [manual, setManual] = useState<string | undefined>(undefined);
  const headingId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    textRef.current?.focus();
    textRef.current?.select();
  }, [manual]);

  const copy = async () => {
    // The report builder and the link codec load on the first click: the first result needs neither.
    // The report tells the current text's result: right after an edit, the engine may not have answered yet.
    const [codec, { bugReportOf, formatBugReport }, state] = await Promise.all([
      loadShareCodec(),
      import('./bugReport.ts'),
      whenEvaluated(playgroundStore),
    ]);
    const text = formatBugReport(
      bugReportOf(state, `${location.origin}${location.pathname}`, codec),
    );
    try {
      // Undefined outside a secure context; rejects when the person or the browser says no.
      await navigator.clipboard.writeText(text);
      state.announce('Bug report copied');
    } catch {
      setManual(text);
    }
  };

  return (
    <>
      <button type="button" onClick={() => void copy()}>
        Copy as Markdown bug report
      </button>
      <Modal
        open={manual !== undefined}
        onClose={() => setManual(undefined)}
        labelledBy={headingId}
      >
        <h2 id={headingId}>Copy the bug report</h2>
        <p>
          The browser did not let the page copy it. It is selected below: press Ctrl+C (⌘C on a
          Mac).
        </p>
        <textarea ref={textRef} aria-label="Bug report" readOnly value={manual ?? ''} />
        <menu>
          <button type="button" onClick={() => setManual(undefined)}>
            Close
          </button>
        </menu>
      </Modal>
    </>
  );
}
