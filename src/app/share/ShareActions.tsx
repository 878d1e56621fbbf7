import { useState } from 'react';
import { loadShareCodec } from '../../engine/index.ts';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { fragmentOf } from './urlSync.ts';

/** Builds the link to this scenario at this step; `?embed` for an iframe in slides. */
async function linkTo(embed: boolean): Promise<string | undefined> {
  const fragment = fragmentOf(playgroundStore, await loadShareCodec());
  if (fragment === undefined) return undefined;
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${embed ? '?embed' : ''}${fragment}`;
}

/** Copies a link that opens this scenario, at this step, in anyone's browser (or in an iframe). */
export function ShareActions() {
  // A link needs YAML; the request bar's memoised read of the text says whether it is.
  const canShare = usePlayground((s) => selectRequestFields(s) !== undefined);
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<string | undefined>();
  const copy = async (embed: boolean) => {
    const link = await linkTo(embed);
    if (link === undefined) return;
    try {
      await navigator.clipboard.writeText(link);
      setStatus(`${embed ? 'Embed link' : 'Link'} copied (${String(link.length)} characters)`);
      setFallback(undefined);
    } catch {
      // No clipboard permission: show the link to copy by hand.
      setFallback(link);
      setStatus('Copy the link below');
    }
  };
  const disabledWhy = canShare ? undefined : 'The scenario must be YAML to share it';
  return (
    <span className="share-actions">
      <button
        type="button"
        onClick={() => void copy(false)}
        disabled={!canShare}
        title={disabledWhy}
      >
        Copy link
      </button>
      <button
        type="button"
        onClick={() => void copy(true)}
        disabled={!canShare}
        title={disabledWhy}
      >
        Copy embed link
      </button>
      <span role="status" className="toolbar-status">
        {status}
      </span>
      {fallback !== undefined && (
        <input
          aria-label="Share link"
          readOnly
          value={fallback}
          onFocus={(e) => e.currentTarget.select()}
          size={30}
        />
      )}
    </span>
  );
}
