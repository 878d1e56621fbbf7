import { useId } from 'react';
import type { NotSimulated } from '../../engine/index.ts';

export interface NotSimulatedListProps {
  items: readonly NotSimulated[];
}

/** Lists what the API server would do here that the playground does not simulate yet; nothing when complete. */
export function NotSimulatedList({ items }: NotSimulatedListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className="pl-not-simulated" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <span aria-hidden="true">⚠ </span>Not simulated here
      </h3>
      <p>The real API server would also do the following; this result leaves it out.</p>
      <ul>
        {items.map((n) => (
          <li key={`${n.feature}:${n.detail}`}>
            <strong>{n.feature}</strong>: {n.detail}
          </li>
        ))}
      </ul>
    </div>
  );
}
