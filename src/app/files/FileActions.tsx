import { useRef } from 'react';
import { whenEvaluated } from '../evaluation/whenEvaluated.ts';
import { ReportAction } from '../report/ReportAction.tsx';
import { playgroundStore } from '../store/index.ts';
import styles from './FileActions.module.css';
import { scenarioFileTypes } from './scenarioFileTypes.ts';
import { ResetToExample } from './ResetToExample.tsx';
import { useFileDrop } from './useFileDrop.ts';

// Opening and exporting load on first use: the first result needs neither.
const open = (file: File) =>
  void import('./openScenarioFile.ts').then((m) => m.openScenarioFile(playgroundStore, file));

/** Covers the page while a scenario file is dragged over it, and opens the file dropped. */
export function FileDropZone() {
  const dragging = useFileDrop(open);
  return dragging ? (
    <div className={styles.dropOverlay}>
      <p>Drop a scenario file to open it</p>
    </div>
  ) : null;
}

/** Opens a scenario file picked with the button. */
export function ImportAction() {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        Import…
      </button>
      <input
        ref={input}
        type="file"
        accept={scenarioFileTypes}
        hidden
        aria-label="Scenario file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so picking the same file again opens it again.
          e.target.value = '';
          if (file) open(file);
        }}
      />
    </>
  );
}

/** Downloads the scenario as a YAML file named after it. */
export function ExportAction() {
  const exportYaml = async () => {
    // The file is named after the scenario, which the engine reads: wait for its answer to this text.
    const [{ downloadText, exportFileName }, state] = await Promise.all([
      import('./exportScenario.ts'),
      whenEvaluated(playgroundStore),
    ]);
    downloadText(state.source, exportFileName(state));
  };
  return (
    <button type="button" onClick={() => void exportYaml()}>
      Export YAML
    </button>
  );
}

/** Imports a scenario file (the button, or a drop anywhere on the page), exports it, copies a bug report and resets to the example. */
export function FileActions() {
  return (
    <>
      <ImportAction />
      <ExportAction />
      <ReportAction />
      <ResetToExample />
      <FileDropZone />
    </>
  );
}
