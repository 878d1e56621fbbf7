import { useMemo } from 'react';
import type { AdmissionResult } from '../../engine/index.ts';
import { mutatingConfigurations, orderSurprises } from './configurationOrder.ts';

export interface ConfigurationOrderProps {
  /** The result whose mutating configurations are listed, in the order they ran. */
  result: AdmissionResult;
}

/** Shows the mutating configurations in name order and explains any order a person would not expect. */
export function ConfigurationOrder({ result }: ConfigurationOrderProps) {
  const names = useMemo(() => mutatingConfigurations(result), [result]);
  const surprises = useMemo(() => orderSurprises(names), [names]);
  if (names.length === 0) return null;
  return (
    <div className="pl-config-order">
      <p>
        Configurations run sorted by <code>metadata.name</code>, compared as strings:
      </p>
      <ol>
        {names.map((n) => (
          <li key={n}>
            <code>{n}</code>
          </li>
        ))}
      </ol>
      {surprises.map((s) => (
        <p key={s} className="pl-why">
          <span aria-hidden="true">ℹ </span>
          {s}.
        </p>
      ))}
    </div>
  );
}
