import { useId } from 'react';
import type { NotSimulated } from '../../engine/index.ts';

export interface NotSimulatedListProps {
  items: readonly NotSimulated[];
}

/**
 * Lists what the API server would do here that the playground does not simulate yet, and what the
 * in-process plugins assumed about state the scenario does not give; nothing when complete.
 */
export function NotSimulatedList({ items }: NotSimulatedListProps) {
  const missing = items.filter((n) => n.assumed !== true);
  const assumed = items.filter((n) => n.assumed === true);
  return (
    <>
      {missing.length > 0 && (
        <Group
          title="Not simulated here"
          intro="The real API server would also do the following; this result leaves it out."
          items={missing}
        />
      )}
      {assumed.length > 0 && (
        <Group
          title="Assumed by the playground"
          intro="The scenario does not say; the plugins took it as follows (add the objects to the Cluster tab to decide)."
          items={assumed}
        />
      )}
    </>
  );
}

function Group({
  title,
  intro,
  items,
}: {
  title: string;
  intro: string;
  items: readonly NotSimulated[];
}) {
  const titleId = useId();
  return (
    <div className="pl-not-simulated" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <span aria-hidden="true">⚠ </span>
        {title}
      </h3>
      <p>{intro}</p>
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
