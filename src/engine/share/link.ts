// Package share mirrors no upstream package: it turns a scenario into a share link and back.
//
// Share links: the whole scenario in a URL fragment, `#v2.<payload>` (spec/scenario-format.md,
// docs/format-additions.md "Share links"). Encoding writes the newest version; decoding keeps a
// decoder for every version ever released, so old links keep opening.

import { err, InternalError, ok, type EngineError, type Result } from '../errors.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import { canonicalJson } from './canonicalJson.ts';
import { linkError, type ShareLinkError } from './linkError.ts';
import { splitLink } from './linkText.ts';
import { pinnedText } from './pinnedText.ts';
import { renderYaml } from './renderYaml.ts';
import { decodeV1, encodeV1 } from './v1.ts';
import { decodeV2, encodeV2 } from './v2.ts';

export type { ShareLinkError } from './linkError.ts';

/** What a link carries: the scenario as YAML text, and the pipeline step it points at. */
export interface SharedScenario {
  source: string;
  step?: number;
}

/** Opens a v1 body: its canonical JSON, rendered as YAML in the gallery's style. */
function openV1(body: string): Result<SharedScenario, ShareLinkError> {
  const content = decodeV1(body);
  if (!content.ok) return content;
  const source = renderYaml(content.value.scenario);
  if (!source.ok) return err(linkError('bad-payload', source.error));
  const { step } = content.value;
  return ok(step === undefined ? { source: source.value } : { source: source.value, step });
}

// One decoder per released version, never removed. A v3 adds its row and becomes the encoder.
const DECODERS: ReadonlyMap<number, (body: string) => Result<SharedScenario, ShareLinkError>> =
  new Map([
    [1, openV1],
    [2, decodeV2],
  ]);
const KNOWN = [...DECODERS.keys()];

/** The largest step a link carries: nine digits. */
const MAX_STEP = 999_999_999;

/**
 * Encodes a scenario text as the fragment `v2.<payload>` (no '#'), the text as written with its
 * comments; text whose version cannot be pinned by adding a line (a flow-style root) is written
 * as a v1 link, canonical JSON. The step is optional.
 */
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
  const text = pinnedText(source, json.value);
  const body = text === undefined ? encodeV1(json.value, step) : encodeV2(text, step);
  if (body === undefined) {
    const limit = MAX_SCENARIO_CHARS / 1024 / 1024;
    return err([
      linkError(
        'bad-payload',
        `the scenario is too large for a link: it is over ${String(limit)} MiB`,
      ),
    ]);
  }
  return ok(`${text === undefined ? 'v1' : 'v2'}.${body}`);
}

/** Decodes a link, a fragment (`#v2.…`) or a bare payload (`v2.…`, `v1.…`) into the scenario it carries. */
export function decodeShareLink(link: string): Result<SharedScenario, ShareLinkError> {
  const split = splitLink(link, KNOWN);
  if (!split.ok) return split;
  const decode = DECODERS.get(split.value.version);
  if (!decode)
    throw new InternalError(
      `splitLink let through v${String(split.value.version)}, which has no decoder`,
    );
  return decode(split.value.body);
}
