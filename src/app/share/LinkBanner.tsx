import { linkStatusStore, useLinkStatus } from './linkStatus.ts';

/** Says what became of the link the page was opened with: refused (and why), or carrying scripts. */
export function LinkBanner() {
  const status = useLinkStatus();
  const dismiss = () => linkStatusStore.getState().setStatus({ kind: 'none' });
  if (status.kind === 'refused') {
    return (
      <div role="alert" className="link-banner link-banner-error">
        <p>
          This link could not be opened: {status.message}.{' '}
          {status.restoredAutosave ? 'Your own autosaved scenario is shown instead, unchanged.' : 'The example scenario is shown instead.'}
        </p>
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    );
  }
  if (status.kind === 'opened' && status.hasScripts) {
    return (
      <div role="status" className="link-banner">
        <p>
          This scenario came from a link and contains webhook scripts: code from the link. Scripts from links stay paused
          until you allow them; this version of the playground does not run scripts at all yet, so those webhooks are
          reported as not supported.
        </p>
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    );
  }
  return null;
}
