// The editor settings every Monaco editor here shares, and the mapping from our plain props
// (theme, markers) to Monaco's types.

import styles from './editor.module.css';
import type { EditorHighlight, EditorMarker } from './markers.ts';
import { monaco } from './monaco.ts';
import { themeNames } from './themes.ts';

/** Options shared by the code editor and both sides of the diff editor. */
export const editorOptions: monaco.editor.IStandaloneEditorConstructionOptions = {
  minimap: { enabled: false },
  automaticLayout: true,
  wordWrap: 'off',
  tabSize: 2,
  insertSpaces: true,
  scrollBeyondLastLine: false,
  // Hovers and suggestions may spill out of a short editor instead of being clipped by it.
  fixedOverflowWidgets: true,
  accessibilitySupport: 'auto',
  renderWhitespace: 'selection',
};

/** Returns our Monaco theme (see themes.ts) for the page theme. */
export const monacoTheme = (theme: 'light' | 'dark') => themeNames[theme];

/** Converts one of our markers (1-based, like Monaco's) to Monaco's marker data. */
export function toMarkerData(marker: EditorMarker): monaco.editor.IMarkerData {
  return {
    startLineNumber: marker.line,
    startColumn: marker.column,
    endLineNumber: marker.endLine,
    endColumn: marker.endColumn,
    message: marker.message,
    severity:
      marker.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
    source: 'playground',
  };
}

const highlightClass: Record<EditorHighlight['kind'], string | undefined> = {
  'step-block': styles.stepBlock,
  'step-rule': styles.stepRule,
  field: styles.fieldLit,
};

/** Converts one of our highlights to a Monaco decoration: a block is whole lines with a gutter bar. */
export function toDecoration(h: EditorHighlight): monaco.editor.IModelDeltaDecoration {
  const block = h.kind === 'step-block';
  return {
    range: new monaco.Range(h.line, h.column, h.endLine, h.endColumn),
    options: {
      className: highlightClass[h.kind] ?? null,
      isWholeLine: block,
      ...(block && {
        linesDecorationsClassName: styles.stepGutter ?? null,
        overviewRuler: {
          color: 'rgba(31, 91, 209, 0.6)',
          position: monaco.editor.OverviewRulerLane.Full,
        },
      }),
      stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges,
    },
  };
}
