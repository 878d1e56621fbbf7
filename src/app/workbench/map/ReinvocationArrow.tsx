import { useId, useLayoutEffect, useState } from 'react';

export interface ReinvocationArrowProps {
  /** The matrix the nodes are drawn in: the arrow is laid over it. */
  container: HTMLElement | null;
  /** The node whose change made the round (round 0). */
  from: number;
  /** The first node of round 1. */
  to: number;
  /**
   * Changes when the matrix's rows change (their count, the plugins shown): the arrow is measured
   * again. Not the result itself: a keystroke that keeps the rows keeps the nodes where they were,
   * and a forced layout per keystroke is what the keystroke benchmark would pay.
   */
  layoutKey: string;
}

interface Line {
  d: string;
  width: number;
  height: number;
}

// Where the arrow runs, in the container's coordinates: out of the changer's right side, along the
// gap between the two rounds' columns (crossing no node), into the round-1 node's left side.
function lineBetween(box: HTMLElement, from: HTMLElement, to: HTMLElement): Line {
  const o = box.getBoundingClientRect();
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  const x1 = a.right - o.left;
  const y1 = a.top + a.height / 2 - o.top;
  const x2 = b.left - o.left;
  const y2 = b.top + b.height / 2 - o.top;
  const xm = (x1 + x2) / 2;
  const d = Math.abs(y2 - y1) < 2 ? `M${x1},${y1} H${x2}` : `M${x1},${y1} H${xm} V${y2} H${x2}`;
  return { d, width: o.width, height: o.height };
}

/**
 * The reinvocation drawn: an arrow from the webhook whose change made the round to round 1
 * (mutating/dispatcher.go: the object changed after a webhook with reinvocationPolicy IfNeeded
 * ran, so it is called again). Decoration only: the sentence under the matrix says the same.
 */
export function ReinvocationArrow({ container, from, to, layoutKey }: ReinvocationArrowProps) {
  const [line, setLine] = useState<Line | undefined>(undefined);
  const marker = useId();
  useLayoutEffect(() => {
    const box = container;
    if (box === null) return;
    const measure = () => {
      const a = box.querySelector<HTMLElement>(`[data-step="${from}"]`);
      const b = box.querySelector<HTMLElement>(`[data-step="${to}"]`);
      setLine(a === null || b === null ? undefined : lineBetween(box, a, b));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [container, from, to, layoutKey]);
  if (line === undefined) return null;
  return (
    <svg
      className="wb-arrow"
      aria-hidden="true"
      width={line.width}
      height={line.height}
      data-arrow={`${from}-${to}`}
    >
      <defs>
        <marker
          id={marker}
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L8,4 L0,8 z" />
        </marker>
      </defs>
      <path d={line.d} markerEnd={`url(#${marker})`} />
    </svg>
  );
}
