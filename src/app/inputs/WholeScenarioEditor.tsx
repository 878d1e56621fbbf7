import { CodeEditor } from '../editor/CodeEditor.tsx';
import { selectHighlights } from '../linking/selectHighlights.ts';
import { selectEditorMarkers } from '../problems/selectEditorMarkers.ts';
import { usePlayground } from '../store/index.ts';
import { selectBlockingSection } from '../store/sectionSelectors.ts';
import { sections } from '../store/sections/sectionIds.ts';
import { useResolvedTheme } from '../theme/useResolvedTheme.ts';

/** Edits the whole scenario as one YAML document; the section editors are windows on it. */
export function WholeScenarioEditor() {
  const source = usePlayground((s) => s.source);
  const markers = usePlayground(selectEditorMarkers('scenario'));
  const blocking = usePlayground(selectBlockingSection);
  const setSource = usePlayground((s) => s.setSource);
  const reveal = usePlayground((s) => (s.reveal?.target === 'scenario' ? s.reveal : undefined));
  const highlights = usePlayground(selectHighlights('scenario'));
  const theme = useResolvedTheme();
  return (
    <div className="section-editor">
      <p className="hint">
        The whole scenario (spec/scenario-format.md); the other tabs edit parts of it.
      </p>
      {blocking && (
        <p className="stale-note">
          Read-only: {sections[blocking].label} does not parse yet; fix it first.
        </p>
      )}
      <CodeEditor
        label="Scenario"
        modelPath="scenario.yaml"
        value={source}
        onChange={setSource}
        markers={markers}
        theme={theme}
        readOnly={blocking !== undefined}
        reveal={reveal}
        highlights={highlights}
      />
    </div>
  );
}
