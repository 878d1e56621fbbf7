import { useEffect, useId, useRef, useState } from 'react';
import { playgroundStore } from '../store/index.ts';
import { Modal } from '../ui/Modal.tsx';
import { buildReport } from './buildReport.ts';
import { GithubIssueAction } from './GithubIssueAction.tsx';
import './report.css';

/** Copies the scenario as a Markdown bug report, or opens it as a new GitHub issue; where the clipboard is out of reach, shows it selected to copy by hand. */
export function ReportAction() {
  const [manual, setManual] = useState<string | undefined>(undefined);
  const headingId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    textRef.current?.focus();
    textRef.current?.select();
  }, [manual]);

  const copy = async () => {
    const { markdown } = await buildReport();
    try {
      // Undefined outside a secure context; rejects when the person or the browser says no.
      await navigator.clipboard.writeText(markdown);
      playgroundStore.getState().announce('Bug report copied');
    } catch {
      setManual(markdown);
    }
  };

  return (
    <>
      <button type="button" onClick={() => void copy()}>
        Copy as Markdown bug report
      </button>
      <GithubIssueAction onCopyByHand={setManual} />
      <Modal
        open={manual !== undefined}
        onClose={() => setManual(undefined)}
        labelledBy={headingId}
      >
        <div className="report">
          <h2 id={headingId}>Copy the bug report</h2>
          <p>
            The browser did not let the page copy it. It is selected below: press Ctrl+C (⌘C on a
            Mac).
          </p>
          <textarea
            ref={textRef}
            className="report-text"
            aria-label="Bug report"
            readOnly
            wrap="off"
            value={manual ?? ''}
          />
          <menu>
            <button type="button" onClick={() => setManual(undefined)}>
              Close
            </button>
          </menu>
        </div>
      </Modal>
    </>
  );
}
