// Mounts the "update available" notice in a root of its own at the end of the page, so the
// workbench's layout is untouched; a chunk of its own, loaded only when there is an update.

import { createRoot } from 'react-dom/client';
import { UpdateNotice } from './UpdateNotice.tsx';

/** Shows the notice; `accept` switches to the new version (the page reloads). */
export function showUpdateNotice(accept: () => void): void {
  if (document.getElementById('update-notice')) return;
  const host = document.createElement('div');
  host.id = 'update-notice';
  document.body.append(host);
  const root = createRoot(host);
  const dismiss = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdateNotice onReload={accept} onDismiss={dismiss} />);
}
