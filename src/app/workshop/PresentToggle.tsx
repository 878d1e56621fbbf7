import { usePlayground } from '../store/index.ts';
import './workshop.css';

/** Switches the presenter view for teaching; pressed while presenting. */
export function PresentToggle() {
  const presenting = usePlayground((s) => s.mode === 'present');
  const setMode = usePlayground((s) => s.setMode);
  return (
    <button
      type="button"
      className="present-toggle"
      aria-pressed={presenting}
      title={presenting ? 'Back to the editor (Esc)' : 'Presenter view: larger type, the pipeline one step at a time'}
      onClick={() => setMode(presenting ? 'edit' : 'present')}
    >
      Present
    </button>
  );
}
