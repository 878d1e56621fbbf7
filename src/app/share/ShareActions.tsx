import { useState } from 'react';
import { selectTitle, UNTITLED } from '../report/scenarioTitle.ts';
import { loadShareCodec } from '../../engine/index.ts';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { whenEvaluated } from '../evaluation/whenEvaluated.ts';
import { EMBED_SIZES, embedSnippet } from './embedSnippet.ts';
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
  const [size, setSize] = useState(0);
  const copy = async (embed: boolean, snippet = false) => {
    const link = await linkTo(embed);
    if (link === undefined) return;
    const frame = EMBED_SIZES[size] ?? EMBED_SIZES[0];
    // The title is the engine's reading of the text: right after an edit, wait for its answer.
    const title = snippet ? (selectTitle(await whenEvaluated(playgroundStore)) ?? UNTITLED) : '';
    const text = snippet ? embedSnippet(link, title, frame) : link;
    try {
      await navigator.clipboard.writeText(text);
      setStatus(
        snippet
          ? `Embed snippet copied (an iframe of ${String(frame.width)}×${String(frame.height)})`
          : `${embed ? 'Embed link' : 'Link'} copied (${String(link.length)} characters)`,
      );
      setFallback(undefined);
    } catch {
      // No clipboard permission: show the link to copy by hand.
      setFallback(text);
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
      <span className="share-snippet">
        <button
          type="button"
          onClick={() => void copy(true, true)}
          disabled={!canShare}
          title={disabledWhy ?? 'An iframe to paste into slides'}
        >
          Copy embed snippet
        </button>
        <select
          aria-label="Embed size"
          value={size}
          onChange={(e) => setSize(Number(e.currentTarget.value))}
        >
          {EMBED_SIZES.map((s, i) => (
            <option key={i} value={i}>
              {s.width}×{s.height}
            </option>
          ))}
        </select>
      </span>
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
