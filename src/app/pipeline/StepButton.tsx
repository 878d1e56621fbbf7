import { useEffect, useRef } from 'react';
import type { OutcomeLabel } from './stepText.ts';

export interface StepButtonProps {
  position: number;
  name: string;
  /** Where the step belongs, after its name: "in <configuration>", or a policy's binding and param. */
  context: string | undefined;
  outcome: OutcomeLabel;
  /** The call's latency on the simulated clock, e.g. "30 ms". */
  latency: string | undefined;
  selected: boolean;
  onSelect: (position: number) => void;
}

/** One step in the list: position, webhook, policy or plugin, where it belongs, and outcome in words. */
export function StepButton({
  position,
  name,
  context,
  outcome,
  latency,
  selected,
  onSelect,
}: StepButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasSelected = useRef(selected);
  useEffect(() => {
    // Newly selected from the navigator: bring it (and its detail below) into view; not on first load.
    if (selected && !wasSelected.current) revealBelowStickyNav(ref.current);
    wasSelected.current = selected;
  }, [selected]);
  return (
    <button
      ref={ref}
      type="button"
      className="pl-step"
      data-step={position}
      aria-current={selected ? 'step' : undefined}
      onClick={() => onSelect(position)}
    >
      <span className="pl-step-pos">{position + 1}</span>
      <span className="pl-step-name">
        {name}
        {context !== undefined && <span className="pl-step-config"> {context}</span>}
      </span>
      <span className={`pl-step-outcome pl-tone-${outcome.tone}`}>
        <span aria-hidden="true">{outcome.icon} </span>
        {outcome.words}
        {latency !== undefined && <span className="pl-step-latency"> · {latency}</span>}
      </span>
    </button>
  );
}

// Scrolls only when the button is hidden (under the sticky navigator or below the window).
function revealBelowStickyNav(button: HTMLButtonElement | null): void {
  if (button === null) return;
  const nav = button.closest('.pl')?.querySelector('.pl-nav')?.getBoundingClientRect();
  const box = button.getBoundingClientRect();
  if (box.top < (nav?.bottom ?? 0) || box.bottom > window.innerHeight)
    button.scrollIntoView({ block: 'start' });
}
