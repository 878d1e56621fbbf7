import type { JsonValue } from '../../engine/index.ts';

export interface PatchListProps {
  /** The decoded JSON patch operations. */
  ops: readonly JsonValue[];
}

const field = (op: JsonValue, key: string): JsonValue | undefined =>
  typeof op === 'object' && op !== null && !Array.isArray(op) ? op[key] : undefined;

/** Lists a webhook's decoded patch, one operation per row: op, path, then value or from. */
export function PatchList({ ops }: PatchListProps) {
  const title = `Patch (${ops.length} ${ops.length === 1 ? 'operation' : 'operations'})`;
  return (
    <section className="pl-section">
      <h5>{title}</h5>
      <ol className="pl-patch">
        {ops.map((op, i) => {
          const value = field(op, 'value');
          const from = field(op, 'from');
          return (
            <li key={i}>
              <code className="pl-patch-op">{String(field(op, 'op') ?? '?')}</code>{' '}
              <code>{String(field(op, 'path') ?? '')}</code>
              {from !== undefined && (
                <>
                  {' '}
                  from <code>{String(from)}</code>
                </>
              )}
              {value !== undefined && (
                <>
                  {' '}
                  = <code>{JSON.stringify(value)}</code>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
