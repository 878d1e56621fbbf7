import type { KeyboardEvent, PointerEvent } from 'react';

export interface SplitterProps {
  /** What it resizes, for its accessible name ("Resize the inputs"). */
  label: string;
  /** The pane's width now, in px. */
  value: number;
  /** +1 when dragging right widens the pane (it is on the left), -1 when it narrows it. */
  direction: 1 | -1;
  onResize: (width: number) => void;
  /** Its place in the page's grid. */
  gridArea: string;
}

const step = 24;

/** A vertical separator between two panes: dragged with the pointer, or moved with ←/→ when focused. */
export function Splitter({ label, value, direction, onResize, gridArea }: SplitterProps) {
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const startX = e.clientX;
    const start = value;
    const target = e.currentTarget;
    target.setPointerCapture(e.pointerId);
    const move = (m: globalThis.PointerEvent) => onResize(start + direction * (m.clientX - startX));
    const up = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowRight' ? step : e.key === 'ArrowLeft' ? -step : 0;
    if (delta === 0) return;
    e.preventDefault();
    onResize(value + direction * delta);
  };
  return (
    <div
      className="wb-splitter"
      style={{ gridArea }}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={4000}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
