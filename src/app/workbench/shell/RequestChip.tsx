import { RequestBar } from '../../request/RequestBar.tsx';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { CompareVersions } from '../../versions/CompareVersions.tsx';
import { usePlayground } from '../../store/index.ts';
import { selectRequestFields } from '../../store/requestSelectors.ts';
import { selectOutcome } from '../../store/selectors.ts';
import { Popover } from './Popover.tsx';
import { requestSentence } from './topBarText.ts';

/** The request as a sentence; it opens the request form. Red while the request cannot run. */
export function RequestChip() {
  const fields = usePlayground(selectRequestFields);
  const broken = usePlayground((s) => selectOutcome(s) === undefined);
  const { value: request } = useLastDefined(usePlayground((s) => selectOutcome(s)?.result.request));
  const sentence =
    fields === undefined ? 'The scenario is not YAML' : requestSentence(fields, request);
  return (
    <Popover
      className={broken ? 'wb-chip wb-chip-broken' : 'wb-chip'}
      label={sentence}
      ariaLabel={`Request: ${sentence}`}
      title="Request"
    >
      <RequestBar />
      <CompareVersions />
    </Popover>
  );
}
