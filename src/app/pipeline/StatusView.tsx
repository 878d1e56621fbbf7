import type { Status } from '../../engine/index.ts';
import { JsonDetails } from './JsonDetails.tsx';

export interface StatusViewProps {
  status: Status;
}

/** Shows the metav1.Status a step produced: code, reason and message, then the whole object. */
export function StatusView({ status }: StatusViewProps) {
  return (
    <section className="pl-section">
      <h5>Status</h5>
      <p className="pl-status">
        <span className="pl-tone-deny">
          {status.code}
          {status.reason ? ` ${status.reason}` : ''}
        </span>
        : {status.message}
      </p>
      <JsonDetails title="Status as the API server sends it" value={status} />
    </section>
  );
}
