// Where the keys move on the map: ←/→ along the call order (round 0, round 1, then the validating
// answers as they arrived), ↑/↓ to the row above or below in the same column, Home/End to the ends.

import type { BuiltInGroup, MapCell, MapModel, MatrixRow } from './mapModel.ts';

/** The map's nodes as drawn (rows of positions) and in call order. */
export interface MapLayout {
  rows: number[][];
  order: number[];
}

const present = (cells: readonly (MapCell | undefined)[]): number[] =>
  cells.filter((c): c is MapCell => c !== undefined).map((c) => c.position);

const matrix = (rows: readonly MatrixRow[]): number[][] => rows.map((r) => present(r.cells));

/** Lists the nodes on show: the built-in plugins' rows when expanded, when one decided, or when `current` is one of them. */
export function mapLayout(model: MapModel, showBuiltIns: boolean, current = -1): MapLayout {
  const { mutating, validating } = model;
  const builtIns = (group: BuiltInGroup) =>
    showBuiltIns ||
    group.decides ||
    group.rows.some((r) => r.cells.some((c) => c?.position === current));
  const rows = [
    present(model.setup),
    present([model.decode]),
    ...(builtIns(mutating.builtIns) ? matrix(mutating.builtIns.rows) : []),
    ...matrix(mutating.rows),
    present(model.storage.map((s) => s.cell)),
    ...(builtIns(validating.builtIns) ? matrix(validating.builtIns.rows) : []),
    ...validating.rows.map((r) => [r.cell.position]),
    [model.answer.position],
  ].filter((r) => r.length > 0);
  // Positions follow the trace (mutating by round, then validating in the API server's order);
  // the validating webhooks' answers are ordered by arrival instead.
  const arrival = validating.rows.filter((r) => r.kind === 'webhook').map((r) => r.cell.position);
  const rest = rows
    .flat()
    .filter((p) => !arrival.includes(p) && p !== model.answer.position)
    .sort((a, b) => a - b);
  return { rows, order: [...rest, ...arrival, model.answer.position] };
}

/** The position a key moves to from `current`, or undefined when the key is not the map's. */
export function moveOnMap(layout: MapLayout, current: number, key: string): number | undefined {
  const { rows, order } = layout;
  const at = order.indexOf(current);
  switch (key) {
    // From a node not on show (a folded plugin), the nearest one on show in that direction.
    case 'ArrowRight':
      return at < 0
        ? (order.find((p) => p > current) ?? order.at(-1))
        : order[Math.min(at + 1, order.length - 1)];
    case 'ArrowLeft':
      return at < 0 ? (order.findLast((p) => p < current) ?? order[0]) : order[Math.max(at - 1, 0)];
    case 'Home':
      return order[0];
    case 'End':
      return order.at(-1);
    case 'ArrowUp':
    case 'ArrowDown': {
      const row = rows.findIndex((r) => r.includes(current));
      if (row < 0) return order[0];
      const column = rows[row]?.indexOf(current) ?? 0;
      const next =
        rows[key === 'ArrowUp' ? Math.max(row - 1, 0) : Math.min(row + 1, rows.length - 1)] ?? [];
      return next[Math.min(column, next.length - 1)];
    }
    default:
      return undefined;
  }
}
