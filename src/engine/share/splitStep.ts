// (ours) Decides where a link body's payload ends and its step begins: `<payload>.<step>`, the
// same in every version. base64url has no '.', so the step can never be mistaken for payload.

import { err, ok, type Result } from '../errors.ts';
import { corrupt, type ShareLinkError } from './linkError.ts';

/** A body's payload and the step after it, if any. */
export interface BodyParts {
  payload: string;
  step?: number;
}

const STEP = /^(0|[1-9][0-9]{0,8})$/;

/** Splits a body at its '.'; a sentence's full stop copied along with the link is no step. */
export function splitStep(body: string): Result<BodyParts, ShareLinkError> {
  const [payload = '', stepText, ...rest] = body.endsWith('.')
    ? body.slice(0, -1).split('.')
    : body.split('.');
  if (rest.length > 0) return err(corrupt('it has more than one "." after the payload'));
  if (stepText === undefined) return ok({ payload });
  if (!STEP.test(stepText)) return err(corrupt(`"${clip(stepText)}" is not a step number`));
  return ok({ payload, step: Number(stepText) });
}

const clip = (text: string): string => (text.length > 20 ? `${text.slice(0, 20)}…` : text);
