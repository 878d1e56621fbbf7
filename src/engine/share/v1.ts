// Decides the v1 link body: `<payload>` or `<payload>.<step>`, where payload is the canonical
// JSON as UTF-8, raw DEFLATE (fflate, level 9, the v1 dictionary), then unpadded base64url.
// base64url has no '.', so the step suffix can never be mistaken for payload.

import { deflateSync } from 'fflate';
import { err, ok, type Result } from '../errors.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { decodeBase64url, encodeBase64url } from './base64url.ts';
import { DICTIONARY_V1 } from './dictionary.ts';
import { inflateBounded } from './inflateBounded.ts';
import { corrupt, linkError, truncated, type ShareLinkError } from './linkError.ts';

/** What a link body holds: the scenario's JSON mapping and the step it points at. */
export interface LinkContent {
  scenario: JsonObject;
  step?: number;
}

const STEP = /^(0|[1-9][0-9]{0,8})$/;
const MIB = MAX_SCENARIO_CHARS / 1024 / 1024;

/** Encodes canonical JSON (and a step) as a v1 body; undefined when the JSON is over the size limit. */
export function encodeV1(json: string, step?: number): string | undefined {
  const bytes = new TextEncoder().encode(json);
  if (bytes.length > MAX_SCENARIO_CHARS) return undefined;
  const payload = encodeBase64url(deflateSync(bytes, { level: 9, dictionary: DICTIONARY_V1 }));
  return step === undefined ? payload : `${payload}.${String(step)}`;
}

/** Decodes a v1 body into the scenario's JSON mapping and the step, or says why it cannot. */
export function decodeV1(body: string): Result<LinkContent, ShareLinkError> {
  // A sentence's full stop copied along with the link is no step.
  const [payload = '', stepText, ...rest] = body.endsWith('.')
    ? body.slice(0, -1).split('.')
    : body.split('.');
  if (rest.length > 0) return err(corrupt('it has more than one "." after the payload'));
  if (stepText !== undefined && !STEP.test(stepText))
    return err(corrupt(`"${clip(stepText)}" is not a step number`));
  const bytes = decodeBase64url(payload);
  if (!bytes.ok)
    return err(
      corrupt(
        `"${bytes.error.character}" at character ${String(bytes.error.index + 1)} of the payload is not base64url`,
      ),
    );
  const inflated = inflateBounded(bytes.value, DICTIONARY_V1, MAX_SCENARIO_CHARS);
  if (!inflated.ok) {
    switch (inflated.error.kind) {
      case 'truncated':
        return err(truncated());
      case 'too-large':
        return err(
          linkError(
            'bad-payload',
            `this link's scenario is larger than the ${String(MIB)} MiB supported`,
          ),
        );
      case 'corrupt':
        return err(corrupt(`it does not inflate (${inflated.error.detail})`));
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated.value);
  } catch {
    return err(corrupt('it is not UTF-8 text'));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(corrupt('it is not JSON'));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return err(
      corrupt(
        `it holds ${value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`}, not a scenario`,
      ),
    );
  }
  const scenario = value as JsonObject;
  return ok(stepText === undefined ? { scenario } : { scenario, step: Number(stepText) });
}

const clip = (text: string): string => (text.length > 20 ? `${text.slice(0, 20)}…` : text);
