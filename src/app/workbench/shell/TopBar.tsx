import { useLastDefined } from '../../result/useLastDefined.ts';
import { usePlayground } from '../../store/index.ts';
import { selectTitle, UNTITLED } from '../../report/scenarioTitle.ts';
import { RequestChip } from './RequestChip.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';

/** The top bar's left half: the app, the scenario's title, the request and the verdict (the menus are in TopActions). */
export function TopBar() {
  // "Untitled" once the person's work has replaced the example whose title the text still carries.
  const title = useLastDefined(usePlayground(selectTitle)).value ?? UNTITLED;
  return (
    <header className="wb-top">
      <h1 className="wb-app">Admission Playground</h1>
      <p className="wb-title" title={title}>
        {title}
      </p>
      <RequestChip />
      <VerdictBadge />
    </header>
  );
}
