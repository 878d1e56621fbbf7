import type { TraceFieldError } from '../../../engine/index.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { stepName } from '../../pipeline/stepText.ts';

/** "step 3: inject.proxy.example.com", with the round when it was a reinvocation. */
const writerText = (step: PipelineStep) => {
  const round =
    step.kind === 'trace' && step.entry.phase === 'mutating' && (step.entry.round ?? 0) > 0
      ? ` (round ${step.entry.round})`
      : '';
  return `step ${step.position + 1}: ${stepName(step)}${round}`;
};
import { fieldPointer } from './aroundText.ts';

export interface FieldErrorsProps {
  errors: readonly TraceFieldError[];
  /** The pipeline's steps: `writtenBy` is a trace index, which is a step's position. */
  steps: readonly PipelineStep[];
  onSelect: (position: number) => void;
  /** The field hovered anywhere: its row is lit. */
  hovered: string | undefined;
  onHover: (pointer: string | undefined) => void;
}

const origins = {
  strategy: "the kind's registry strategy",
  schema: "the custom resource's schema",
} as const;

/** The field errors of a 422, in the status' order: what is wrong, which check found it, and the step that wrote the field. */
export function FieldErrors({ errors, steps, onSelect, hovered, onHover }: FieldErrorsProps) {
  return (
    <section className="pl-section">
      <h5>Invalid fields, and the step that wrote each</h5>
      <ul className="wb-field-errors" onMouseLeave={() => onHover(undefined)}>
        {errors.map((e, i) => {
          const pointer = fieldPointer(e.field);
          const writer = e.writtenBy === undefined ? undefined : steps[e.writtenBy];
          return (
            <li
              key={i}
              className={hovered === pointer ? 'wb-lit' : undefined}
              onMouseEnter={() => onHover(pointer)}
            >
              <p className="wb-field-error-head">
                <code className="wb-pointer">{e.field}</code>
                <span className="wb-written-by">
                  written by{' '}
                  {writer === undefined ? (
                    'the request'
                  ) : (
                    <button
                      type="button"
                      className="wb-link"
                      onClick={() => onSelect(writer.position)}
                    >
                      {writerText(writer)}
                    </button>
                  )}
                </span>
              </p>
              <p>
                <span className="pl-tone-deny">{e.type}</span>
                {e.badValue !== undefined && (
                  <>
                    : <code>{e.badValue}</code>
                  </>
                )}
                {e.detail !== '' && <>: {e.detail}</>}
                {e.origin !== undefined && (
                  <span className="wb-origin"> (found by {origins[e.origin]})</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
