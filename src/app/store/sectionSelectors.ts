// What each section editor shows: its text (as typed while it is being edited) and its markers.

import type { EditorMarker } from '../editor/markers.ts';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';
import type { Problem, ProblemTarget } from './problems.ts';
import { extractSections } from './sections/extractSections.ts';
import { sectionPlace, spanInSection } from './sections/locatePointer.ts';
import type { SectionId } from './sections/sectionIds.ts';
import { parseYaml } from './sections/yamlDocument.ts';
import { selectProblems } from './selectors.ts';

const extract = memoizeLast(extractSections);
const sourceDoc = memoizeLast((source: string) => parseYaml(source).doc);

/** Selects a section's text: as typed while it is being edited, else cut from the scenario; undefined while the scenario is not YAML. */
export const selectSectionText =
  (section: SectionId) =>
  (s: PlaygroundState): string | undefined =>
    s.sectionEdit?.section === section ? s.sectionEdit.text : extract(s.source)?.[section];

/** Selects the section whose text does not parse yet; the other editors wait for it. */
export const selectBlockingSection = (s: PlaygroundState): SectionId | undefined =>
  s.sectionEdit !== undefined && s.sectionEdit.problems.length > 0
    ? s.sectionEdit.section
    : undefined;

const noMarkers: readonly EditorMarker[] = [];

function marker(p: Problem): EditorMarker | undefined {
  if (p.line === undefined) return undefined;
  const column = p.column ?? 1;
  return {
    line: p.line,
    column,
    endLine: p.endLine ?? p.line,
    endColumn: p.endColumn ?? column + 1,
    message: p.message,
    severity: 'error',
  };
}

/**
 * Places the scenario's problems in one editor: its own, plus engine errors whose pointer falls in
 * it; not those the editor marks itself (a second marker at the same place would be one too many).
 */
function markersFor(
  target: ProblemTarget,
  problems: readonly Problem[],
  source: string,
  text: string | undefined,
): readonly EditorMarker[] {
  const found: EditorMarker[] = [];
  for (const p of problems) {
    if (p.editorMarked) continue;
    if (p.target === target) {
      const m = marker(p);
      if (m) found.push(m);
    } else if (
      target !== 'scenario' &&
      p.target === 'scenario' &&
      p.pointer !== undefined &&
      text !== undefined
    ) {
      const place = sectionPlace(sourceDoc(source), p.pointer);
      if (place?.section === target)
        found.push({ ...spanInSection(text, place, p.message), severity: 'error' });
    }
  }
  return found.length === 0 ? noMarkers : found;
}

const markerSelectors = new Map<ProblemTarget, (s: PlaygroundState) => readonly EditorMarker[]>();

/** Selects the markers of one editor, memoised per editor. */
export function selectMarkers(
  target: ProblemTarget,
): (s: PlaygroundState) => readonly EditorMarker[] {
  let selector = markerSelectors.get(target);
  if (!selector) {
    let last:
      | { problems: readonly Problem[]; text: string | undefined; markers: readonly EditorMarker[] }
      | undefined;
    selector = (s) => {
      const problems = selectProblems(s);
      const text = target === 'scenario' ? s.source : selectSectionText(target)(s);
      if (last?.problems !== problems || last.text !== text) {
        last = { problems, text, markers: markersFor(target, problems, s.source, text) };
      }
      return last.markers;
    };
    markerSelectors.set(target, selector);
  }
  return selector;
}
