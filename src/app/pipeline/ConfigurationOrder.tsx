import { orderSurprises } from './configurationOrder.ts';

export interface ConfigurationOrderProps {
  /** The mutating configurations in the order they run. */
  names: readonly string[];
}

/** Shows the mutating configurations in name order and explains any order a person would not expect. */
export function ConfigurationOrder({ names }: ConfigurationOrderProps) {
  if (names.length === 0) return null;
  const surprises = orderSurprises(names);
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
