import { useId } from 'react';

export interface ScenarioEditorProps {
  value: string;
  onChange: (value: string) => void;
}

/** Edits the scenario text; a plain textarea for now, swappable for Monaco behind the same props. */
export function ScenarioEditor({ value, onChange }: ScenarioEditorProps) {
  const id = useId();
  return (
    <>
      <label className="pane-title" htmlFor={id}>
        Scenario
      </label>
      <textarea
        id={id}
        className="scenario-editor"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
      />
    </>
  );
}
