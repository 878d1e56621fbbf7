import { useMemo } from 'react';
import type { AdmissionResult } from '../../../engine/index.ts';
import { ObjectDiff } from '../../editor/ObjectDiff.tsx';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import type { ObjectView } from '../../store/workbenchSlice.ts';
import { blameLines } from '../blame/blameLines.ts';
import { BlameView } from '../blame/BlameView.tsx';
import { trailOf } from '../blame/trailOf.ts';
import { diffYaml } from './diffYaml.ts';

export interface ObjectPanelProps {
  step: PipelineStep;
  steps: readonly PipelineStep[];
  result: AdmissionResult;
  view: ObjectView;
  onView: (view: ObjectView) => void;
  hovered: string | undefined;
  onHover: (pointer: string | undefined) => void;
  onSelect: (position: number) => void;
  theme: 'light' | 'dark';
  /** Whether Diff | Blame is offered (the answer has no diff of its own). */
  showToggle?: boolean;
}

/** The object at the step: Diff (what this step changed, key order ignored) or Blame (who last wrote each line). */
export function ObjectPanel({
  step,
  steps,
  result,
  view,
  onView,
  hovered,
  onHover,
  onSelect,
  theme,
  showToggle = true,
}: ObjectPanelProps) {
  const entry = step.kind === 'trace' ? step.entry : undefined;
  const before =
    entry === undefined
      ? undefined
      : (entry.objectBefore ?? (step.kind === 'trace' ? step.objectBefore : undefined));
  const after = entry?.objectAfter;
  const diff = useMemo(
    () => (after === undefined ? undefined : { before: diffYaml(before), after: diffYaml(after) }),
    [before, after],
  );
  const lines = useMemo(() => {
    if (view !== 'blame') return undefined;
    const trail = trailOf(result);
    // The object as this step left it; for the answer, as validating admission saw it.
    const root = trail.at[step.position] ?? trail.at.findLast((t) => t !== undefined);
    return root === undefined ? [] : blameLines(root);
  }, [view, result, step.position]);
  return (
    <div className="wb-object">
      {showToggle && (
        <div className="wb-toggle" role="group" aria-label="Object view">
          <button type="button" aria-pressed={view === 'diff'} onClick={() => onView('diff')}>
            Diff
          </button>
          <button type="button" aria-pressed={view === 'blame'} onClick={() => onView('blame')}>
            Blame
          </button>
        </div>
      )}
      {view === 'diff' &&
        (diff === undefined ? (
          <p className="pl-meta">
            This step did not change the object (it has no object after it).
          </p>
        ) : (
          <>
            {before === undefined && (
              <p className="pl-meta">
                No earlier object to compare with: everything shows as added.
              </p>
            )}
            <ObjectDiff
              label={`Object before and after step ${step.position + 1}`}
              before={diff.before}
              after={diff.after}
              theme={theme}
            />
          </>
        ))}
      {view === 'blame' && lines !== undefined && (
        <BlameView
          lines={lines}
          steps={steps}
          selected={step.position}
          hovered={hovered}
          onSelect={onSelect}
          onHover={onHover}
        />
      )}
    </div>
  );
}
