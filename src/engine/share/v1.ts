// Decides the v1 link body: `<payload>` or `<payload>.<step>`, where payload is the canonical
// JSON as UTF-8, raw DEFLATE (fflate, level 9, the v1 dictionary), then unpadded base64url.
// base64url has no '.', so the step suffix can never be mistaken for payload.

import { deflateSync } from 'fflate';
import { err, ok, type Result } from '../errors.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { encodeBase64url } from './base64url.ts';
import { DICTIONARY_V1 } from './dictionary.ts';
import { corrupt, type ShareLinkError } from './linkError.ts';
import { payloadText } from './payloadText.ts';
import { splitStep } from './splitStep.ts';

/** What a link body holds: the scenario's JSON mapping and the step it points at. */
export interface LinkContent {
  scenario: JsonObject;
  step?: number;
}

/** Encodes canonical JSON (and a step) as a v1 body; undefined when the JSON is over the size limit. */
export function encodeV1(json: string, step?: number): string | undefined {
  const bytes = new TextEncoder().encode(json);
  if (bytes.length > MAX_SCENARIO_CHARS) return undefined;
  const payload = encodeBase64url(deflateSync(bytes, { level: 9, dictionary: DICTIONARY_V1 }));
  return step === undefined ? payload : `${payload}.${String(step)}`;
}

/** Decodes a v1 body into the scenario's JSON mapping and the step, or says why it cannot. */
export function decodeV1(body: string): Result<LinkContent, ShareLinkError> {
  const split = splitStep(body);
  if (!split.ok) return split;
  const { payload, step } = split.value;
  const text = payloadText(payload, DICTIONARY_V1);
  if (!text.ok) return text;
  let value: unknown;
  try {
    // TextDecoder dropped a byte-order mark when v1 was written; JSON.parse refuses one.
    value = JSON.parse(text.value.replace(/^\uFEFF/, ''));
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
  return ok(step === undefined ? { scenario } : { scenario, step });
}
