import type { RawAnswer } from '../../../engine/index.ts';
import { rawAnswerText } from './aroundText.ts';
import { CopyButton } from './CopyButton.tsx';

export interface RawAnswerViewProps {
  answer: RawAnswer;
  /** "The webhook's answer", "The API server's answer". */
  whose: string;
  /** What it was not: "an AdmissionReview", "a metav1.Status". */
  not: string;
}

/** An HTTP answer that was not what the reader expected, as it was sent, and how it was read. */
export function RawAnswerView({ answer, whose, not }: RawAnswerViewProps) {
  return (
    <section className="pl-section">
      <h5>
        {whose} was not {not}
      </h5>
      <p>{rawAnswerText(answer)}</p>
      <pre className="wb-raw-body" tabIndex={0} aria-label={`${whose}: the body as sent`}>
        {answer.body}
      </pre>
      <CopyButton text={answer.body} label="Copy the body" />
    </section>
  );
}
