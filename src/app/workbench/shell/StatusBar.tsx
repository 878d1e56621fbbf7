import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { usePlayground } from '../../store/index.ts';
import { selectOutcome } from '../../store/selectors.ts';
import { StatusNote } from '../../status/StatusNote.tsx';
import { gapsText } from './topBarText.ts';

/** One line at the bottom: steps, simulated time, assumptions; then what the last action said. */
export function StatusBar() {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  const result = outcome?.result;
  const parts =
    result === undefined
      ? []
      : [
          `${pipelineOf(result).steps.length} steps`,
          `${result.durationMs} ms simulated`,
          gapsText(result.notSimulated) || 'nothing assumed or left out',
        ];
  return (
    <footer className="wb-status">
      <p className="wb-status-facts">{parts.join(' · ')}</p>
      <StatusNote />
    </footer>
  );
}
