// The HTML to paste into slides: an iframe of the embed view at a size the view is made for
// (design/workbench.md "Embed"), titled for screen readers, with no border. Attribute values are
// escaped: the title is the scenario's, perhaps from someone else's link.

/** The frame sizes the embed view is laid out for. */
export const EMBED_SIZES = [
  { width: 1000, height: 520 },
  { width: 800, height: 450 },
] as const;

/** One of the embed view's frame sizes. */
export type EmbedSize = (typeof EMBED_SIZES)[number];

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes the iframe for an embed link. */
export function embedSnippet(url: string, title: string, size: EmbedSize): string {
  return `<iframe src="${escapeAttribute(url)}" width="${String(size.width)}" height="${String(size.height)}" title="${escapeAttribute(`Admission Playground: ${title}`)}" style="border: 0" loading="lazy"></iframe>`;
}
