// Names why a share link does not open: one 'share-link' engine error per cause, with the
// sentence the person who opened the link reads.

import type { EngineError } from '../errors.ts';

/** Why a link does not open: its kind is always 'share-link'. */
export type ShareLinkError = Extract<EngineError, { kind: 'share-link' }>;

/** Builds the error for one cause and its message. */
export const linkError = (reason: ShareLinkError['reason'], message: string): ShareLinkError => ({
  kind: 'share-link',
  reason,
  message,
});

/** Builds the error for a link whose payload is damaged, saying how. */
export const corrupt = (detail: string): ShareLinkError =>
  linkError('bad-payload', `this link is damaged: ${detail}; copy the whole link again`);

/** Builds the error for a link that ends early. */
export const truncated = (): ShareLinkError =>
  linkError(
    'truncated',
    'this link is cut off: the scenario in it ends early; copy the whole link again',
  );
