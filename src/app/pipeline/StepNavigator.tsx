export interface StepNavigatorProps {
  /** The selected step, 0-based. */
  current: number;
  total: number;
  onSelect: (position: number) => void;
  /** The line saying which keys step, when they do more than the pipeline's own. */
  hint?: string;
}

interface NavButton {
  label: string;
  text: string;
  icon: string;
  /** Whether the icon comes before the words (« First) or after them (Next ›). */
  iconFirst: boolean;
  to: (current: number, total: number) => number;
}

const buttons: readonly NavButton[] = [
  { label: 'First step', text: 'First', icon: '«', iconFirst: true, to: () => 0 },
  { label: 'Previous step', text: 'Previous', icon: '‹', iconFirst: true, to: (c) => c - 1 },
  { label: 'Next step', text: 'Next', icon: '›', iconFirst: false, to: (c) => c + 1 },
  { label: 'Last step', text: 'Last', icon: '»', iconFirst: false, to: (_c, total) => total - 1 },
];

const defaultHint =
  'With the focus in the pipeline: ← → or ↑ ↓ step, Home and End go to the first and last';

/** First / previous / next / last, and a live "Step 3 of 12" counter. */
export function StepNavigator({
  current,
  total,
  onSelect,
  hint = defaultHint,
}: StepNavigatorProps) {
  return (
    <div className="pl-nav" role="group" aria-label="Step through the pipeline">
      {buttons.map((b) => {
        const target = Math.min(Math.max(b.to(current, total), 0), total - 1);
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus at either end.
        const idle = target === current;
        return (
          <button
            key={b.label}
            type="button"
            className="pl-nav-button"
            aria-label={b.label}
            aria-disabled={idle}
            onClick={() => !idle && onSelect(target)}
          >
            {b.iconFirst && <span aria-hidden="true">{b.icon} </span>}
            {b.text}
            {!b.iconFirst && <span aria-hidden="true"> {b.icon}</span>}
          </button>
        );
      })}
      <p className="pl-counter" aria-live="polite" aria-atomic="true">
        Step {current + 1} of {total}
      </p>
      <p className="pl-hint">{hint}</p>
    </div>
  );
}
