import type { AdmissionResult } from '../../../engine/index.ts';
import { lanesOf } from '../../pipeline/laneLayout.ts';
import type { BuiltInGroup, MatrixRow, TimelineRow } from './mapModel.ts';
import { BuiltInsFold, showsBuiltIns } from './BuiltInsFold.tsx';
import { MapNode } from './MapNode.tsx';

export interface ValidatingTimelineProps {
  result: AdmissionResult;
  builtIns: BuiltInGroup;
  rows: readonly TimelineRow[];
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  current: number;
  tabbable: number;
  onSelect: (position: number) => void;
}

/** The validating phase on a time axis: built-in plugins before t=0, policies as marks at t=0, a bar per webhook call with its timeout tick, the first denial flagged and a playhead at the selected call. */
export function ValidatingTimeline({
  result,
  builtIns,
  rows,
  expanded,
  onExpand,
  current,
  tabbable,
  onSelect,
}: ValidatingTimelineProps) {
  const layout = lanesOf(result);
  const lane = (position: number) => layout.lanes.find((l) => l.position === position);
  const selectedLane = lane(current);
  const playhead =
    selectedLane?.bar === undefined
      ? undefined
      : selectedLane.bar.leftPct + selectedLane.bar.widthPct;
  const showPlugins = showsBuiltIns(builtIns, expanded, current);
  const pluginRow = (r: MatrixRow) => {
    const cell = r.cells[0];
    return (
      <li key={r.id} className="wb-lane wb-lane-plugin">
        {cell && (
          <MapNode
            cell={cell}
            selected={cell.position === current}
            tabbable={cell.position === tabbable}
            onSelect={onSelect}
          />
        )}
        <span className="wb-lane-name">{r.name}</span>
      </li>
    );
  };
  return (
    <div className="wb-timeline">
      {builtIns.rows.length > 0 && (
        <BuiltInsFold
          builtIns={builtIns}
          shown={showPlugins}
          expanded={expanded}
          onExpand={onExpand}
        />
      )}
      <ul className="wb-lanes" aria-label="Validating admission on the simulated clock">
        {showPlugins && builtIns.rows.map(pluginRow)}
        {rows.map((row) => {
          const l = lane(row.cell.position);
          const text =
            l?.bar === undefined ? row.cell.why : `${l.bar.latencyMs} ms · ${row.cell.why}`;
          return (
            <li
              key={row.id}
              className={`wb-lane wb-lane-${row.kind}`}
              data-selected={row.cell.position === current}
            >
              <MapNode
                cell={row.cell}
                selected={row.cell.position === current}
                tabbable={row.cell.position === tabbable}
                onSelect={onSelect}
              />
              <span className="wb-lane-name">
                <span className="wb-name-index" title="Place in name order">
                  {row.nameIndex + 1}
                </span>{' '}
                {row.name}
              </span>
              <span className="wb-track" aria-hidden="true">
                {row.kind === 'policy' && <span className={`wb-mark wb-bar-${row.cell.state}`} />}
                {l?.bar !== undefined && (
                  <span
                    className={`wb-bar wb-bar-${row.cell.state}`}
                    style={{
                      left: `${l.bar.leftPct}%`,
                      width: `${Math.max(l.bar.widthPct, 0.8)}%`,
                    }}
                  />
                )}
                {l?.timeoutPct !== undefined && (
                  <span className="wb-timeout" style={{ left: `${l.timeoutPct}%` }} />
                )}
                {playhead !== undefined && (
                  <span className="wb-playhead" style={{ left: `${playhead}%` }} />
                )}
              </span>
              <span className="wb-lane-text">
                {row.isStatic && <span className="wb-static">static manifest · </span>}
                {text}
                {row.firstDenial && (
                  <strong className="wb-first">
                    {' '}
                    · ⚑ first {row.cell.state === 'denied' ? 'denial' : 'error'}: the answer
                  </strong>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {layout.lanes.some((l) => l.bar !== undefined) && (
        <p className="wb-axis" aria-hidden="true">
          <span>0</span>
          <span>{layout.axisMs} ms</span>
        </p>
      )}
    </div>
  );
}
