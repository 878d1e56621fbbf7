import { InputsPanel } from './inputs/InputsPanel.tsx';
import { ResultRevision } from './perf/ResultRevision.tsx';
import { RequestBar } from './request/RequestBar.tsx';
import { ResultPanel } from './result/ResultPanel.tsx';
import { ScenarioDescription } from './gallery/ScenarioDescription.tsx';
import { Toolbar } from './toolbar/Toolbar.tsx';

/** Lays out the playground: the request on top, the inputs on one side, what the API server did on the other. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <div>
          <h1>Admission Playground</h1>
          <p>Replays one request through kube-apiserver 1.32&rsquo;s admission chain, in your browser. Nothing leaves the page.</p>
        </div>
        <Toolbar />
      </header>
      <ResultRevision />
      <ScenarioDescription />
      <RequestBar />
      <main className="app-main">
        <InputsPanel />
        <ResultPanel />
      </main>
    </div>
  );
}
