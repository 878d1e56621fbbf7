// (ours) Decides the text a v2 link carries (docs/format-additions.md "Share links"): the
// scenario as written — comments, order and quoting kept, since a comment is often a bug's only
// explanation — with the modelled Kubernetes version pinned as its own line when the text names
// none, so the link keeps its meaning when the engine's default moves.

import { canonicalJson } from './canonicalJson.ts';

// The sections kubernetesVersion is written before, as canonicalJson places it.
const SECTION = /^(request|cluster|webhooks|expect|expectByVersion)[ \t]*:/m;
const VERSION_LINE = /^kubernetesVersion[ \t]*:/m;

/**
 * Returns the text with the version pinned, or undefined when no line can be added that the
 * engine reads as the same scenario (a flow-style `{…}` root, say): such text goes in a v1 link.
 * @param canonical the text's canonical JSON, which the pinned text must read back as
 */
export function pinnedText(text: string, canonical: string): string | undefined {
  const candidate = VERSION_LINE.test(text) ? text : withVersionLine(text, canonical);
  if (candidate === undefined) return undefined;
  const again =
    candidate === text ? { ok: true as const, value: canonical } : canonicalJson(candidate);
  return again.ok && again.value === canonical ? candidate : undefined;
}

function withVersionLine(text: string, canonical: string): string | undefined {
  const version = (JSON.parse(canonical) as { kubernetesVersion?: unknown }).kubernetesVersion;
  if (typeof version !== 'string') return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const line = `kubernetesVersion: ${JSON.stringify(version)}${eol}`;
  const section = SECTION.exec(text);
  if (section) return `${text.slice(0, section.index)}${line}${text.slice(section.index)}`;
  const ended = text === '' || text.endsWith('\n') ? text : `${text}${eol}`;
  return `${ended}${line}`;
}
