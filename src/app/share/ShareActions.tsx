import { useState } from 'react';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { fragmentOf } from './urlSync.ts';

/** Copies a link that opens this scenario, at this step, in anyone's browser. */
export function ShareActions() {
  // A link needs YAML; the request bar's memoised read of the text says whether it is.
  const canShare = usePlayground((s) => selectRequestFields(s) !== undefined);
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<string | undefined>();
  const copy = async () => {
    const fragment = fragmentOf(playgroundStore);
    if (fragment === undefined) return;
    const link = `${window.location.origin}${window.location.pathname}${window.location.search}${fragment}`;
    try {
      await navigator.clipboard.writeText(link);
      setStatus(`Link copied (${String(link.length)} characters)`);
      setFallback(undefined);
    } catch {
      // No clipboard permission: show the link to copy by hand.
      setFallback(link);
      setStatus('Copy the link below');
    }
  };
  return (
    <span className="share-actions">
      <button type="button" onClick={() => void copy()} disabled={!canShare} title={canShare ? undefined : 'The scenario must be YAML to share it'}>
        Copy link
      </button>
      <span role="status" className="toolbar-status">
        {status}
      </span>
      {fallback !== undefined && (
        <input aria-label="Share link" readOnly value={fallback} onFocus={(e) => e.currentTarget.select()} size={30} />
      )}
    </span>
  );
}
