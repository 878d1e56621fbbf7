// Whether a scenario text holds `script` webhooks: code that a link would bring into the page.

import { parse } from 'yaml';

/** Tells whether any entry under `webhooks:` has a `script` (read leniently: any text that parses). */
export function hasScripts(source: string): boolean {
  let doc: unknown;
  try {
    doc = parse(source, { version: '1.1' });
  } catch {
    return /^\s+script\s*:/m.test(source);
  }
  const webhooks = (doc as { webhooks?: unknown } | null)?.webhooks;
  if (webhooks === null || typeof webhooks !== 'object') return false;
  return Object.values(webhooks).some((w) => w !== null && typeof w === 'object' && 'script' in w);
}
