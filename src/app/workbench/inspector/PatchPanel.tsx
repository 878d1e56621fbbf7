import type { JsonValue } from '../../../engine/index.ts';
import { CopyButton } from './CopyButton.tsx';

export interface PatchPanelProps {
  ops: readonly JsonValue[] | undefined;
  /** The field hovered anywhere: its operations are lit. */
  hovered: string | undefined;
  onHover: (pointer: string | undefined) => void;
}

const field = (op: JsonValue, key: string): JsonValue | undefined =>
  typeof op === 'object' && op !== null && !Array.isArray(op) ? op[key] : undefined;

const related = (a: string, b: string | undefined) =>
  b !== undefined && (a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`));

/** The step's JSON patch, one operation per row; hovering a path lights the same field in Blame. */
export function PatchPanel({ ops, hovered, onHover }: PatchPanelProps) {
  if (ops === undefined || ops.length === 0)
    return <p className="pl-meta">This step sent no patch.</p>;
  const title = `Patch (${ops.length} ${ops.length === 1 ? 'operation' : 'operations'})`;
  return (
    <section className="pl-section">
      <h4 className="wb-section-title">{title}</h4>
      <ol className="pl-patch" onMouseLeave={() => onHover(undefined)}>
        {ops.map((op, i) => {
          const path = String(field(op, 'path') ?? '');
          const value = field(op, 'value');
          const from = field(op, 'from');
          return (
            <li
              key={i}
              className={related(path, hovered) ? 'wb-lit' : undefined}
              onMouseEnter={() => onHover(path)}
            >
              <code className="pl-patch-op">{String(field(op, 'op') ?? '?')}</code>{' '}
              <code className="wb-pointer">{path}</code>
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
      <CopyButton text={JSON.stringify(ops, null, 2)} label="Copy the patch" />
    </section>
  );
}
