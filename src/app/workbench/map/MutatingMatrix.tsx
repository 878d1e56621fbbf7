import { useState } from 'react';
import type { BuiltInGroup, MatrixRow } from './mapModel.ts';
import { orderSurprises } from '../../pipeline/configurationOrder.ts';
import { BuiltInsFold, showsBuiltIns } from './BuiltInsFold.tsx';
import { MapNode } from './MapNode.tsx';
import { ReinvocationArrow } from './ReinvocationArrow.tsx';

export interface MutatingMatrixProps {
  rounds: readonly number[];
  builtIns: BuiltInGroup;
  rows: readonly MatrixRow[];
  reinvocation: string | undefined;
  /** The step whose change made round 1: the arrow starts there. */
  reinvokedBy: number | undefined;
  /** Whether the built-in plugins are drawn one row each. */
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  current: number;
  tabbable: number;
  onSelect: (position: number) => void;
}

const byteOrder =
  'Webhook configurations are called in the byte order of their names: "10-b" sorts before "9-a", and upper case before lower case.';

/** The gutter's hover text: the rule, and what it did to this configuration when a person would expect otherwise. */
function orderTitle(key: string, surprises: readonly string[]): string {
  const mine = surprises.filter((s) => s.includes(`"${key}"`));
  return mine.length === 0 ? byteOrder : `${byteOrder}\n${mine.join('\n')}`;
}

/** The mutating phase as a matrix: rows in call order, a column per round, the serial line down round 0. */
export function MutatingMatrix({
  rounds,
  builtIns,
  rows,
  reinvocation,
  reinvokedBy,
  expanded,
  onExpand,
  current,
  tabbable,
  onSelect,
}: MutatingMatrixProps) {
  // The pairs a person would expect the other way round ("10-b" before "9-a"), said on hover.
  const surprises = orderSurprises([
    ...new Set(rows.flatMap((r) => (r.sortKey === undefined ? [] : [r.sortKey]))),
  ]);
  const columns = `minmax(2.5rem, auto) minmax(8rem, 1fr) ${rounds.map(() => '3.25rem').join(' ')}`;
  const row = (r: MatrixRow) => (
    <div
      key={r.id}
      className={`wb-mrow wb-mrow-${r.kind}`}
      role="row"
      style={{ gridTemplateColumns: columns }}
    >
      <span
        className="wb-sortkey"
        role="cell"
        title={r.sortKey === undefined ? undefined : orderTitle(r.sortKey, surprises)}
      >
        {r.sortKey ?? ''}
      </span>
      <span className="wb-rowname" role="rowheader">
        {r.isStatic && <span className="wb-static">static · </span>}
        {r.name}
      </span>
      {rounds.map((round) => {
        const cell = r.cells[round];
        return (
          <span key={round} role="cell" className={`wb-mcell${round === 0 ? ' wb-serial' : ''}`}>
            {cell && (
              <MapNode
                cell={cell}
                selected={cell.position === current}
                tabbable={cell.position === tabbable}
                onSelect={onSelect}
              />
            )}
          </span>
        );
      })}
    </div>
  );
  // State, not a ref: the arrow measures once the matrix is in the page (a child's layout effect runs before its parent's ref is set).
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const showPlugins = showsBuiltIns(builtIns, expanded, current);
  const shown = showPlugins ? [...builtIns.rows, ...rows] : rows;
  // The arrow ends at the first node of round 1 on show.
  const firstReinvoked = shown.find((r) => r.cells[1] !== undefined)?.cells[1]?.position;
  return (
    <div className="wb-matrix" ref={setBox}>
      {reinvokedBy !== undefined && firstReinvoked !== undefined && (
        <ReinvocationArrow
          container={box}
          from={reinvokedBy}
          to={firstReinvoked}
          layoutKey={`${shown.length}:${String(showPlugins)}:${rounds.length}`}
        />
      )}
      <div role="table" aria-label="Mutating admission: steps by round">
        <div className="wb-mrow wb-mhead" role="row" style={{ gridTemplateColumns: columns }}>
          <span role="columnheader" className="wb-sortkey">
            order
          </span>
          <span role="columnheader">webhook or policy</span>
          {rounds.map((round) => (
            <span key={round} role="columnheader" className="wb-round">
              {round === 0 ? 'round 0' : `round ${round}`}
            </span>
          ))}
        </div>
        {/* Out of the Tab order: "Show built-in plugins" under the map does the same by keyboard. */}
        {builtIns.rows.length > 0 && (
          <div className="wb-mrow wb-mrow-fold" role="row" style={{ gridTemplateColumns: columns }}>
            <span role="cell" />
            <span role="cell" className="wb-fold-cell">
              <BuiltInsFold
                builtIns={builtIns}
                shown={showPlugins}
                expanded={expanded}
                onExpand={onExpand}
              />
            </span>
          </div>
        )}
        {showPlugins && builtIns.rows.map(row)}
        {rows.map(row)}
      </div>
      {reinvocation !== undefined && (
        <p className="wb-reinvoke">
          <span aria-hidden="true">↪ </span>
          {reinvocation}
        </p>
      )}
    </div>
  );
}
