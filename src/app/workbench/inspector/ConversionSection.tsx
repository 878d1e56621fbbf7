import type { TraceEntry } from '../../../engine/index.ts';
import { objectYaml } from '../../pipeline/objectYaml.ts';
import { CopyButton } from './CopyButton.tsx';

export interface ConversionSectionProps {
  conversion: NonNullable<TraceEntry['conversion']>;
  /** Whether the step is a policy (it evaluated the object) or a webhook (it was sent it). */
  policy: boolean;
}

/**
 * A step that matched through matchPolicy Equivalent a version other than the request's: it saw
 * the object converted to that version, and a patch it made was converted back
 * (admission/plugin/webhook/generic/conversion.go, ConvertVersionedAttributes).
 */
export function ConversionSection({ conversion, policy }: ConversionSectionProps) {
  const { kind, from, to, objectBack } = conversion;
  const saw = policy ? 'evaluated' : 'was sent';
  return (
    <section className="pl-section wb-conversion">
      <h5>Converted to the version it registered for</h5>
      <p>
        <code>{kind}</code>: <code>{from}</code> <span aria-hidden="true">→</span>
        <span className="visually-hidden">to</span> <code>{to}</code>. This step {saw} the object as{' '}
        <code>{to}</code> (matchPolicy Equivalent); its objects and its review are in that version.
      </p>
      {objectBack !== undefined && (
        <>
          <p>
            Its patch was applied in <code>{to}</code> and the result converted back to{' '}
            <code>{from}</code>: the object the rest of the chain sees.
          </p>
          <details className="pl-json">
            <summary>The object back in {from}</summary>
            <pre tabIndex={0}>{objectYaml(objectBack)}</pre>
          </details>
          <CopyButton text={objectYaml(objectBack)} label={`Copy the object back in ${from}`} />
        </>
      )}
    </section>
  );
}
