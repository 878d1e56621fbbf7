// One editor for a part of the scenario: a plain textarea at first paint, replaced by Monaco
// (a lazy chunk of its own) once the page is idle. Both take the same plain props.

import { Suspense, lazy, useRef } from 'react';
import type { EditorHighlight, EditorMarker, EditorReveal } from './markers.ts';
import { PlainCodeEditor, type FocusHandover } from './PlainCodeEditor.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { useIdleFlag } from './useIdleFlag.ts';

const MonacoCodeEditor = lazy(() => import('./MonacoCodeEditor.tsx'));

export interface CodeEditorProps {
  /** The accessible name, also shown as the editor's label. */
  label: string;
  /** Names the model (e.g. `object.yaml`); monaco-yaml picks the schema by it. */
  modelPath: string;
  value: string;
  onChange: (value: string) => void;
  markers: readonly EditorMarker[];
  theme: 'light' | 'dark';
  readOnly?: boolean;
  /** A place to select and scroll to (a finding of the problems strip). */
  reveal?: EditorReveal | undefined;
  /** Ranges to paint: the selected step's webhook and rule, the hovered field. */
  highlights?: readonly EditorHighlight[] | undefined;
}

/** Edits one YAML text; shows its markers. */
export function CodeEditor(props: CodeEditorProps) {
  const handoverRef = useRef<FocusHandover>({ focused: false, offset: 0 });
  const monacoWanted = useIdleFlag();
  const plain = <PlainCodeEditor {...props} handoverRef={handoverRef} />;
  // The textarea is both the first child and the fallback: useIdleFlag flips in a transition, so
  // React keeps it mounted (focus and caret intact) until Monaco is ready to take its place.
  return (
    <ChunkBoundary fallback={plain}>
      <Suspense fallback={plain}>
        {monacoWanted ? <MonacoCodeEditor {...props} handoverRef={handoverRef} /> : plain}
      </Suspense>
    </ChunkBoundary>
  );
}
