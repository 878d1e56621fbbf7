// (ours) Decides the v2 link body (docs/format-additions.md "Share links"): `<payload>` or
// `<payload>.<step>`, where payload is the scenario's YAML text as written (its version pinned,
// pinnedText.ts) as UTF-8, raw DEFLATE (fflate, level 9, the v2 dictionary), then unpadded
// base64url. v1 carried canonical JSON and so lost the text's comments.

import { deflateSync } from 'fflate';
import { ok, type Result } from '../errors.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import { encodeBase64url } from './base64url.ts';
import { DICTIONARY_V2 } from './dictionaryV2.ts';
import type { ShareLinkError } from './linkError.ts';
import { payloadText } from './payloadText.ts';
import { splitStep } from './splitStep.ts';

/** What a v2 body holds: the scenario's text and the step it points at. */
export interface TextContent {
  source: string;
  step?: number;
}

/** Encodes a scenario text (and a step) as a v2 body; undefined when the text is over the size limit. */
export function encodeV2(text: string, step?: number): string | undefined {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > MAX_SCENARIO_CHARS) return undefined;
  const payload = encodeBase64url(deflateSync(bytes, { level: 9, dictionary: DICTIONARY_V2 }));
  return step === undefined ? payload : `${payload}.${String(step)}`;
}

/** Decodes a v2 body into the scenario's text and the step, or says why it cannot. */
export function decodeV2(body: string): Result<TextContent, ShareLinkError> {
  const split = splitStep(body);
  if (!split.ok) return split;
  const { payload, step } = split.value;
  const source = payloadText(payload, DICTIONARY_V2);
  if (!source.ok) return source;
  return ok(step === undefined ? { source: source.value } : { source: source.value, step });
}
