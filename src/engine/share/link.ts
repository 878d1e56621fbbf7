// Share links: the whole scenario in a URL fragment, `#v1.<payload>` (spec/scenario-format.md).
// Placeholder with the final signatures; the codec itself lands with issue 4.

import { err, type EngineError, type Result } from '../errors.ts';

/** Why a link does not open: its kind is always 'share-link'. */
export type ShareLinkError = Extract<EngineError, { kind: 'share-link' }>;

/** What a link carries: the scenario as YAML text, and the pipeline step it points at. */
export interface SharedScenario {
  source: string;
  step?: number;
}

/** Encodes a scenario text as the fragment `v1.<payload>` (no '#'); the step is optional. */
export function encodeShareLink(_source: string, _options?: { step?: number }): Result<string, EngineError[]> {
  return err([{ kind: 'share-link', reason: 'bad-payload', message: 'share links are not implemented yet' }]);
}

/** Decodes a link, a fragment (`#v1.…`) or a bare payload (`v1.…`) into the scenario it carries. */
export function decodeShareLink(_link: string): Result<SharedScenario, ShareLinkError> {
  return err({ kind: 'share-link', reason: 'bad-payload', message: 'share links are not implemented yet' });
}
