import { usePlayground } from '../store/index.ts';
import { tabAllowedLinks } from './allowedLinks.ts';
import { linkStatusStore, useLinkStatus } from './linkStatus.ts';
import {
  allowScriptsIn,
  dismissScriptBanner,
  heldScriptsIn,
  useScriptConsent,
} from './scriptConsent.ts';
import { useLinkedStepInView } from './useLinkedStepInView.ts';
import './LinkBanner.css';

/**
 * Says what became of the link the page was opened with: refused (and why), or carrying scripts
 * held until allowed; a link that names a step has it brought into view and focused. `compact` (the embed view, in a frame on a slide): the consent in one short
 * paragraph, with the same "Allow scripts" and no Dismiss (nothing else there runs the scripts).
 */
export function LinkBanner({ compact = false }: { compact?: boolean }) {
  const status = useLinkStatus();
  useLinkedStepInView(status.kind === 'opened' ? status.step : undefined);
  const dismiss = () => linkStatusStore.getState().setStatus({ kind: 'none' });
  return (
    <>
      {status.kind === 'refused' && (
        <div role="alert" className="link-banner link-banner-error">
          <p>
            This link could not be opened: {status.message}.{' '}
            {status.restoredAutosave
              ? 'Your own autosaved scenario is shown instead, unchanged.'
              : 'The example scenario is shown instead.'}
          </p>
          <button type="button" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      )}
      <ScriptConsentBanner compact={compact} />
    </>
  );
}

/** Asks before the webhook scripts a link brought run; the person may also wave it away, scripts still paused. */
function ScriptConsentBanner({ compact }: { compact: boolean }) {
  const source = usePlayground((s) => s.source);
  const { held, dismissed } = useScriptConsent();
  const found = heldScriptsIn(source, held);
  if (!found.paused) return null;
  const allow = (
    <button type="button" onClick={() => allowScriptsIn(source, tabAllowedLinks())}>
      Allow scripts
    </button>
  );
  if (compact) {
    return (
      <div role="status" className="link-banner link-banner-compact">
        <p>
          <strong>This scenario runs code from the link.</strong> Its webhook scripts are paused
          until you allow them; allowed, they run sandboxed in your browser.
        </p>
        {allow}
      </div>
    );
  }
  if (dismissed) {
    return (
      <div role="status" className="link-banner">
        <p>Webhook scripts from the link are paused.</p>
        {allow}
      </div>
    );
  }
  const names = found.webhooks;
  const which =
    names.length === 0
      ? 'Its webhook scripts'
      : `The script${names.length === 1 ? '' : 's'} of ${names.join(', ')}`;
  return (
    <div role="status" className="link-banner">
      <p>
        <strong>This scenario runs code from the link.</strong> {which} came with the link:
        JavaScript someone else wrote. Scripts from a link stay paused until you allow them;
        allowed, they run sandboxed in your browser, with no network and no access to this page.
      </p>
      <span className="link-banner-actions">
        {allow}
        <button type="button" onClick={dismissScriptBanner}>
          Dismiss
        </button>
      </span>
    </div>
  );
}
