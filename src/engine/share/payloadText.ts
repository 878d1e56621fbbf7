// (ours) Decides the text a link payload holds, in every version: base64url, then raw DEFLATE
// with the version's dictionary (bounded, inflateBounded.ts), then strict UTF-8.

import { err, ok, type Result } from '../errors.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import { decodeBase64url } from './base64url.ts';
import { inflateBounded } from './inflateBounded.ts';
import { corrupt, linkError, truncated, type ShareLinkError } from './linkError.ts';

const MIB = MAX_SCENARIO_CHARS / 1024 / 1024;

/** Decodes a payload into its UTF-8 text (a byte-order mark kept), or says why it cannot. */
export function payloadText(
  payload: string,
  dictionary: Uint8Array,
): Result<string, ShareLinkError> {
  const bytes = decodeBase64url(payload);
  if (!bytes.ok)
    return err(
      corrupt(
        `"${bytes.error.character}" at character ${String(bytes.error.index + 1)} of the payload is not base64url`,
      ),
    );
  const inflated = inflateBounded(bytes.value, dictionary, MAX_SCENARIO_CHARS);
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
  try {
    return ok(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(inflated.value));
  } catch {
    return err(corrupt('it is not UTF-8 text'));
  }
}
