import type { TraceEntry } from '../../../engine/index.ts';
import { JsonDetails } from '../../pipeline/JsonDetails.tsx';
import { CopyButton } from './CopyButton.tsx';
import { RawAnswerView } from './RawAnswerView.tsx';

/** The AdmissionReview sent and the one received (or the answer that was none), each with a copy button. */
export function ReviewPanel({ entry }: { entry: TraceEntry }) {
  const { request, response, answer } = entry;
  if (request === undefined && response === undefined && answer === undefined)
    return <p className="pl-meta">No AdmissionReview: this step runs inside the API server.</p>;
  return (
    <>
      {request !== undefined && (
        <>
          <JsonDetails title="AdmissionReview sent" value={request} />
          <CopyButton text={JSON.stringify(request, null, 2)} label="Copy the review sent" />
        </>
      )}
      {response !== undefined && (
        <>
          <JsonDetails title="AdmissionReview received" value={response} />
          <CopyButton text={JSON.stringify(response, null, 2)} label="Copy the review received" />
        </>
      )}
      {answer !== undefined && (
        <RawAnswerView answer={answer} whose="The webhook's answer" not="an AdmissionReview" />
      )}
    </>
  );
}
