import { usePlayground } from '../store/index.ts';
import { selectErrorLines } from '../store/selectors.ts';
import { ErrorList } from './ErrorList.tsx';
import { ScenarioEditor } from './ScenarioEditor.tsx';

/** Connects the scenario editor and its errors to the store. */
export function ScenarioPane() {
  const source = usePlayground((s) => s.source);
  const setSource = usePlayground((s) => s.setSource);
  const errors = usePlayground(selectErrorLines);
  return (
    <section className="pane scenario-pane">
      <ScenarioEditor value={source} onChange={setSource} />
      <ErrorList errors={errors} />
    </section>
  );
}
