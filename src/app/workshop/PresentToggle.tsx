import { useEffect, useRef } from 'react';
import { playgroundStore, usePlayground } from '../store/index.ts';
import './workshop.css';

// The toggle that switched the view: the view's new toggle takes the focus, so it is not lost when
// the workbench and the presenter view swap.
let switchedByToggle = false;

/** Leaves the presenter view for the workbench, whose Present button then takes the focus. */
export function leavePresenting(): void {
  switchedByToggle = true;
  playgroundStore.getState().setMode('edit');
}

/** Switches the presenter view for teaching; pressed while presenting. */
export function PresentToggle() {
  const presenting = usePlayground((s) => s.mode === 'present');
  const setMode = usePlayground((s) => s.setMode);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!switchedByToggle) return;
    switchedByToggle = false;
    ref.current?.focus();
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="present-toggle"
      aria-pressed={presenting}
      title={
        presenting
          ? 'Back to the editor (Esc)'
          : 'Presenter view: larger type, the pipeline one step at a time'
      }
      onClick={() => {
        switchedByToggle = true;
        setMode(presenting ? 'edit' : 'present');
      }}
    >
      Present
    </button>
  );
}
