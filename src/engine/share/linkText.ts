// Decides which part of a pasted link is the share fragment and which version made it:
// `https://host/path#v1.<body>`, `#v1.<body>` and `v1.<body>` all name version 1.

import { err, ok, type Result } from '../errors.ts';
import { linkError, type ShareLinkError } from './linkError.ts';

/** A link's version tag and the text after `v<version>.`, which that version's decoder reads. */
export interface LinkText {
  version: number;
  body: string;
}

const TAGGED = /^v(0|[1-9][0-9]*)\.(.*)$/s;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Splits a link into its version and body. Whitespace anywhere is dropped, since base64url has
 * none and mail clients and terminals wrap long links.
 * @param known the versions this playground decodes; a higher one is 'newer-version'
 */
export function splitLink(
  link: string,
  known: readonly number[],
): Result<LinkText, ShareLinkError> {
  const text = link.replace(/\s+/g, '');
  const hash = text.indexOf('#');
  if (hash < 0 && URL_SCHEME.test(text)) {
    return err(
      linkError('bad-prefix', `this address holds no scenario: it has no "#${tag(known)}." part`),
    );
  }
  const fragment = hash < 0 ? text : text.slice(hash + 1);
  const match = TAGGED.exec(fragment);
  if (!match) {
    return err(
      linkError(
        'bad-prefix',
        `not a playground link: a link's scenario starts with "#${tag(known)}."`,
      ),
    );
  }
  const digits = match[1] ?? '';
  const version = Number(digits);
  if (known.includes(version)) return ok({ version, body: match[2] ?? '' });
  if (version > Math.max(...known)) {
    const message = `this link was made by a newer version of the playground (v${digits}); this version opens ${opens(known)}`;
    return err(linkError('newer-version', message));
  }
  return err(
    linkError(
      'bad-prefix',
      `no version of the playground made v${digits} links; this version opens ${opens(known)}`,
    ),
  );
}

const tag = (known: readonly number[]): string => `v${String(Math.max(...known))}`;

const opens = (known: readonly number[]): string => {
  const sorted = [...known].sort((a, b) => a - b);
  const names = sorted.map((v) => `v${String(v)}`);
  return names.length === 1
    ? `${names.join('')} links`
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''} links`;
};
