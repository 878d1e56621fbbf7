// An editor's markers: the errors that stop the run (store/sectionSelectors.ts) and the strip's
// other findings placed in that editor, so a likely mistake is squiggled where it is written.

import type { EditorMarker } from '../editor/markers.ts';
import type { PlaygroundState } from '../store/index.ts';
import type { ProblemTarget } from '../store/problems.ts';
import { selectMarkers } from '../store/sectionSelectors.ts';
import { selectStrip, type Strip } from './selectStrip.ts';

function findingMarkers(strip: Strip, target: ProblemTarget): EditorMarker[] {
  return strip.groups
    .filter((g) => g.id !== 'errors')
    .flatMap((g) => g.rows)
    .flatMap(({ finding, span }) =>
      span?.target === target
        ? [
            {
              line: span.line,
              column: span.column,
              endLine: span.endLine,
              endColumn: span.endColumn,
              message: finding.message,
              severity: finding.severity === 'error' ? ('error' as const) : ('warning' as const),
            },
          ]
        : [],
    );
}

const cache = new Map<ProblemTarget, (s: PlaygroundState) => readonly EditorMarker[]>();

/** Selects one editor's markers, errors and findings; the same array while they are the same. */
export function selectEditorMarkers(
  target: ProblemTarget,
): (s: PlaygroundState) => readonly EditorMarker[] {
  let selector = cache.get(target);
  if (selector === undefined) {
    const errors = selectMarkers(target);
    let last:
      | { errors: readonly EditorMarker[]; strip: Strip; markers: readonly EditorMarker[] }
      | undefined;
    selector = (s) => {
      const e = errors(s);
      const strip = selectStrip(s);
      if (last?.errors !== e || last.strip !== strip) {
        const found = findingMarkers(strip, target);
        last = { errors: e, strip, markers: found.length === 0 ? e : [...e, ...found] };
      }
      return last.markers;
    };
    cache.set(target, selector);
  }
  return selector;
}
