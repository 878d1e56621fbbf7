// Package share mirrors no upstream package: it turns a scenario into a share link and back.
//
// Share links: the whole scenario in a URL fragment, `#v1.<payload>` (spec/scenario-format.md,
// docs/format-additions.md "Share links"). Encoding writes the newest version; decoding keeps a
// decoder for every version ever released, so old links keep opening.

import { err, InternalError, ok, type EngineError, type Result } from '../errors.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import { canonicalJson } from './canonicalJson.ts';
import { linkError, type ShareLinkError } from './linkError.ts';
import { splitLink } from './linkText.ts';
import { renderYaml } from './renderYaml.ts';
import { decodeV1, encodeV1, type LinkContent } from './v1.ts';

export type { ShareLinkError } from './linkError.ts';

/** What a link carries: the scenario as YAML text, and the pipeline step it points at. */
export interface SharedScenario {
  source: string;
  step?: number;
}

// One decoder per released version, never removed. A v2 adds its row and becomes the encoder.
const DECODERS: ReadonlyMap<number, (body: string) => Result<LinkContent, ShareLinkError>> =
  new Map([[1, decodeV1]]);
const KNOWN = [...DECODERS.keys()];

/** The largest step a link carries: nine digits. */
const MAX_STEP = 999_999_999;

/** Encodes a scenario text as the fragment `v1.<payload>` (no '#'); the step is optional. */
export function encodeShareLink(
  source: string,
  options?: { step?: number },
): Result<string, EngineError[]> {
  const step = options?.step;
  if (step !== undefined && !(Number.isInteger(step) && step >= 0 && step <= MAX_STEP)) {
    return err([
      { kind: 'invalid-value', pointer: '', expected: `a step from 0 to ${String(MAX_STEP)}` },
    ]);
  }
  const json = canonicalJson(source);
  if (!json.ok) return json;
  const body = encodeV1(json.value, step);
  if (body === undefined) {
    const limit = MAX_SCENARIO_CHARS / 1024 / 1024;
    return err([
      linkError(
        'bad-payload',
        `the scenario is too large for a link: its JSON is over ${String(limit)} MiB`,
      ),
    ]);
  }
  return ok(`v1.${body}`);
}

/** Decodes a link, a fragment (`#v1.…`) or a bare payload (`v1.…`) into the scenario it carries. */
export function decodeShareLink(link: string): Result<SharedScenario, ShareLinkError> {
  const split = splitLink(link, KNOWN);
  if (!split.ok) return split;
  const decode = DECODERS.get(split.value.version);
  if (!decode)
    throw new InternalError(
      `splitLink let through v${String(split.value.version)}, which has no decoder`,
    );
  const content = decode(split.value.body);
  if (!content.ok) return content;
  const source = renderYaml(content.value.scenario);
  if (!source.ok) return err(linkError('bad-payload', source.error));
  const { step } = content.value;
  return ok(step === undefined ? { source: source.value } : { source: source.value, step });
}
