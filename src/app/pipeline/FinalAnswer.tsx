import { useId } from 'react';

export interface FinalAnswerProps {
  /** What kubectl prints: every `Warning:` line, then the error line or the created object. */
  text: string;
  allowed: boolean;
}

/** Shows the API server's answer as kubectl prints it, with the verdict in words. */
export function FinalAnswer({ text, allowed }: FinalAnswerProps) {
  const titleId = useId();
  return (
    <div className="pl-answer" aria-labelledby={titleId} role="group">
      <h3 id={titleId} className="pl-answer-title">
        What kubectl prints{' '}
        <span className={allowed ? 'pl-tone-ok' : 'pl-tone-deny'}>
          {allowed ? '✓ allowed' : '✗ refused'}
        </span>
      </h3>
      <pre className={allowed ? 'pl-kubectl' : 'pl-kubectl pl-kubectl-denied'} tabIndex={0}>
        {text}
      </pre>
    </div>
  );
}
