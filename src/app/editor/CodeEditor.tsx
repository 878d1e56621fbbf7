// One editor for a part of the scenario. Placeholder: a textarea; Monaco replaces it lazily.

import { useId } from 'react';
import type { EditorMarker } from './markers.ts';

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
}

/** Edits one YAML text; shows its markers. */
export function CodeEditor({ label, value, onChange, readOnly }: CodeEditorProps) {
  const id = useId();
  return (
    <div className="code-editor">
      <label className="pane-title" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="scenario-editor"
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
      />
    </div>
  );
}
