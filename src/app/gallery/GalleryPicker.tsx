// The toolbar's Gallery button and the modal dialog it opens. The dialog's contents (the
// scenarios, the search, the list) are a lazy chunk fetched the first time it opens; it takes
// plain props, so the chunk shares no code with the page but React.

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { sampleScenario } from '../sampleScenario.ts';
import { playgroundStore } from '../store/index.ts';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { rememberExample } from '../report/scenarioTitle.ts';
import { isOwnWork } from './ownWork.ts';
import './gallery.css';

const GalleryBrowser = lazy(() =>
  import('./GalleryBrowser.tsx').then((m) => ({ default: m.GalleryBrowser })),
);

/** Whether the editors hold the person's own work, compared with the examples' texts. */
function editorsHoldOwnWork(examples: readonly string[]): boolean {
  const { source, sectionEdit } = playgroundStore.getState();
  const unsavedEdit = sectionEdit !== undefined && sectionEdit.problems.length > 0;
  return isOwnWork({ source, unsavedEdit }, sampleScenario, examples);
}

/** Opens the example gallery: a searchable list of the shipped scenarios, grouped by topic. */
export function GalleryPicker() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  const openExample = (text: string) => {
    const { setSource, autoSelectStep, selectInputTab } = playgroundStore.getState();
    rememberExample(text);
    setSource(text);
    autoSelectStep();
    selectInputTab('object');
    close();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          // Opened before its contents mount, so they can take the focus.
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        Gallery
      </button>
      <dialog
        ref={dialog}
        className="gallery-dialog"
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
      >
        <div className="gallery-head">
          <h2 id={titleId}>Example gallery</h2>
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
        {open && (
          <ChunkBoundary
            fallback={
              <p role="alert" className="error-list">
                The examples could not be loaded (the site may have been updated, or the network is
                down). Reload the page to try again.
              </p>
            }
          >
            <Suspense fallback={<p role="status">Loading examples…</p>}>
              <GalleryBrowser isOwnWork={editorsHoldOwnWork} onOpen={openExample} />
            </Suspense>
          </ChunkBoundary>
        )}
      </dialog>
    </>
  );
}
