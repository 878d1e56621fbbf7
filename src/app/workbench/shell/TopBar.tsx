import { useLastDefined } from '../../result/useLastDefined.ts';
import { usePlayground } from '../../store/index.ts';
import { selectScenarioInfo } from '../../store/scenarioInfoSelectors.ts';
import { RequestChip } from './RequestChip.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';

/** The top bar's left half: the app, the scenario's title, the request and the verdict (the menus are in TopActions). */
export function TopBar() {
  const { value: info } = useLastDefined(usePlayground(selectScenarioInfo));
  return (
    <header className="wb-top">
      <h1 className="wb-app">Admission Playground</h1>
      <p className="wb-title" title={info?.title ?? info?.name}>
        {info?.title ?? info?.name ?? 'Untitled'}
      </p>
      <RequestChip />
      <VerdictBadge />
    </header>
  );
}
