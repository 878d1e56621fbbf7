// What each input editor paints for the workbench's links: the selected step's webhook or policy
// and matched rule (Configurations, Scenario), and the field a hovered pointer names (Object,
// Scenario). Memoised per editor on the text, the selected entry and the hovered pointer.

import type { TraceEntry } from '../../engine/index.ts';
import type { EditorHighlight } from '../editor/markers.ts';
import type { PlaygroundState } from '../store/index.ts';
import { selectClampedStep, selectSteps } from '../store/pipelineSelectors.ts';
import { selectSectionText } from '../store/sectionSelectors.ts';
import type { ProblemTarget } from '../store/problems.ts';
import { fieldHighlight } from './fieldHighlight.ts';
import { stepHighlights } from './stepHighlights.ts';

const none: readonly EditorHighlight[] = [];

/** Selects the trace entry of the selected step; undefined for the answer or while there is no result. */
export const selectSelectedEntry = (s: PlaygroundState): TraceEntry | undefined => {
  const step = selectSteps(s)[selectClampedStep(s)];
  return step?.kind === 'trace' ? step.entry : undefined;
};

const objectPrefix = ['request', 'object'] as const;

function highlightsOf(
  target: ProblemTarget,
  text: string | undefined,
  entry: TraceEntry | undefined,
  hovered: string | undefined,
): readonly EditorHighlight[] {
  if (text === undefined) return none;
  const step =
    target === 'configurations' || target === 'scenario' ? stepHighlights(text, entry) : [];
  const field =
    target === 'object'
      ? fieldHighlight(text, hovered)
      : target === 'scenario'
        ? fieldHighlight(text, hovered, objectPrefix)
        : [];
  return step.length + field.length === 0 ? none : [...step, ...field];
}

const cache = new Map<ProblemTarget, (s: PlaygroundState) => readonly EditorHighlight[]>();

/** Selects what one editor paints; the same array while its inputs are the same. */
export function selectHighlights(
  target: ProblemTarget,
): (s: PlaygroundState) => readonly EditorHighlight[] {
  let selector = cache.get(target);
  if (selector === undefined) {
    let last: { key: readonly unknown[]; value: readonly EditorHighlight[] } | undefined;
    selector = (s) => {
      const text = target === 'scenario' ? s.source : selectSectionText(target)(s);
      const key = [text, selectSelectedEntry(s), s.hoveredPointer] as const;
      if (last === undefined || key.some((k, i) => !Object.is(k, last?.key[i])))
        last = { key, value: highlightsOf(target, ...key) };
      return last.value;
    };
    cache.set(target, selector);
  }
  return selector;
}
