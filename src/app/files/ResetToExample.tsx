import { useId, useState } from 'react';
import { sampleScenario } from '../sampleScenario.ts';
import { playgroundStore } from '../store/index.ts';
import { Modal } from '../ui/Modal.tsx';

/** Reopens the example, after asking: the person's scenario is discarded (Undo still brings it back). */
export function ResetToExample() {
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const reset = () => {
    setAsking(false);
    const { setSource, announce } = playgroundStore.getState();
    setSource(sampleScenario);
    announce('Reopened the example. Undo brings your scenario back.');
  };
  const ask = () => {
    const { source, sectionEdit, announce } = playgroundStore.getState();
    // Nothing would be discarded: no need to ask.
    if (source === sampleScenario && sectionEdit === undefined)
      announce('The example is open already.');
    else setAsking(true);
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Reset to example
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} labelledBy={headingId}>
        <h2 id={headingId}>Discard your scenario and reopen the example?</h2>
        <p>Undo brings your scenario back.</p>
        <menu>
          <button type="button" onClick={reset}>
            Discard
          </button>
          {/* Focused first, so Enter does not discard by accident. */}
          <button type="button" onClick={() => setAsking(false)} data-autofocus>
            Cancel
          </button>
        </menu>
      </Modal>
    </>
  );
}
