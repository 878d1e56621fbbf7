// The fold of a phase's built-in plugins, shared by the mutating matrix and the validating
// timeline: folded into one row by default, unfolded when the person asks, when a built-in decides
// the answer, or when the selected step is one of them (design/workbench.md, "Pipeline map").

import type { BuiltInGroup } from './mapModel.ts';

/** Whether the phase shows its built-in plugins' rows. */
export const showsBuiltIns = (
  builtIns: BuiltInGroup,
  expanded: boolean,
  current: number,
): boolean =>
  expanded ||
  builtIns.decides ||
  builtIns.rows.some((r) => r.cells.some((c) => c?.position === current));

/** The button that folds and unfolds them ("▸ 6 built-in · 3 patched"); disabled when one decides. */
export function BuiltInsFold({
  builtIns,
  shown,
  expanded,
  onExpand,
}: {
  builtIns: BuiltInGroup;
  shown: boolean;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
}) {
  return (
    <button
      type="button"
      className="wb-fold"
      tabIndex={-1}
      aria-expanded={shown}
      onClick={() => onExpand(!expanded)}
      disabled={builtIns.decides}
    >
      <span aria-hidden="true">{shown ? '▾ ' : '▸ '}</span>
      {builtIns.summary}
    </button>
  );
}
