import { ScenarioPane } from './editor/ScenarioPane.tsx';
import { ResultPanel } from './result/ResultPanel.tsx';

/** Lays out the playground: the scenario on one side, what the API server did on the other. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <h1>Admission Playground</h1>
        <p>Replays one request through kube-apiserver&rsquo;s admission chain, in your browser.</p>
      </header>
      <main className="app-main">
        <ScenarioPane />
        <ResultPanel />
      </main>
    </div>
  );
}
