// A finding's longer story, shown when its row is expanded: why it matters, the upstream guidance
// (the section title quoted, its page linked; nothing is fetched) and, where there are two
// objects, their line diff as the workbench draws one before Monaco arrives.

import { useMemo } from 'react';
import { LineDiffView } from '../editor/LineDiffView.tsx';
import { diffYaml } from '../workbench/inspector/diffYaml.ts';
import type { FindingDetails } from './providers.ts';

export interface FindingDetailsViewProps {
  id: string;
  details: FindingDetails;
}

/** Shows why a finding matters, where the guidance says so, and its objects' diff. */
export function FindingDetailsView({ id, details }: FindingDetailsViewProps) {
  const { why, guidance, diff } = details;
  return (
    <div id={id} className="finding-details">
      <p>
        <strong>Why it matters:</strong> {why}
      </p>
      {guidance && (
        <p className="finding-guidance">
          <strong>Guidance:</strong> <q cite={guidance.url}>{guidance.section}</q>, in{' '}
          <a href={guidance.url} target="_blank" rel="noopener noreferrer">
            {guidance.page}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {diff && <DiffOf {...diff} />}
    </div>
  );
}

function DiffOf({ before, after }: NonNullable<FindingDetails['diff']>) {
  const texts = useMemo(
    () => ({ before: diffYaml(before), after: after === undefined ? '' : diffYaml(after) }),
    [before, after],
  );
  return (
    <>
      <p>
        <strong>First output → second output:</strong>{' '}
        {after === undefined
          ? 'the second answer denied the object the first produced.'
          : 'what answering its own output changes again.'}
      </p>
      {after !== undefined && (
        // Focusable so a keyboard can scroll a wide object sideways.
        <div
          role="region"
          aria-label="First output and second output"
          tabIndex={0}
          className="finding-diff"
        >
          <LineDiffView before={texts.before} after={texts.after} />
        </div>
      )}
    </>
  );
}
