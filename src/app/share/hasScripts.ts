// Whether a scenario text holds `script` webhooks: code that a link would bring into the page.

import { parse } from 'yaml';

/** One `webhooks.<key>.script`: the webhook's key and the script's text. */
export interface ScriptEntry {
  webhook: string;
  script: string;
}

/** Reads the text leniently (any YAML that parses); undefined when it does not parse. */
function webhooksOf(source: string): { readable: boolean; webhooks: unknown } {
  try {
    const doc: unknown = parse(source, { version: '1.1' });
    return { readable: true, webhooks: (doc as { webhooks?: unknown } | null)?.webhooks };
  } catch {
    return { readable: false, webhooks: undefined };
  }
}

/** The scenario's scripts, in order; undefined when the text is not YAML that can be read. */
export function scriptsOf(source: string): ScriptEntry[] | undefined {
  const { readable, webhooks } = webhooksOf(source);
  if (!readable) return undefined;
  if (webhooks === null || typeof webhooks !== 'object') return [];
  return Object.entries(webhooks).flatMap(([webhook, w]: [string, unknown]) =>
    w !== null && typeof w === 'object' && 'script' in w && typeof w.script === 'string'
      ? [{ webhook, script: w.script }]
      : [],
  );
}

/** Tells whether any entry under `webhooks:` has a `script` (read leniently: any text that parses). */
export function hasScripts(source: string): boolean {
  const { readable, webhooks } = webhooksOf(source);
  if (!readable) return /^\s+script\s*:/m.test(source);
  if (webhooks === null || typeof webhooks !== 'object') return false;
  return Object.values(webhooks).some((w) => w !== null && typeof w === 'object' && 'script' in w);
}
