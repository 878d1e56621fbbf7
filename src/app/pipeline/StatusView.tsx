import type { Status } from '../../engine/index.ts';
import { FieldMessage } from '../linking/FieldMessage.tsx';
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
        : <FieldMessage text={status.message ?? ''} fields={fieldsOf(status)} />
      </p>
      <JsonDetails title="Status as the API server sends it" value={status} />
    </section>
  );
}

const fieldsOf = (status: Status): string[] =>
  (status.details?.causes ?? []).flatMap((c) => (c.field === undefined ? [] : [c.field]));
