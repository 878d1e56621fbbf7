// A small, safe CommonMark subset for scenario descriptions, which arrive in shared links and so
// are untrusted: the AST has no raw-HTML node at all (HTML stays text) and a link node only ever
// holds an http:, https: or mailto: URL. Markdown.tsx renders it with React, never as HTML.

import { parseBlocks } from './blocks.ts';

/** A run of text inside a block. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'emphasis'; children: Inline[] }
  | { kind: 'strong'; children: Inline[] }
  /** `href` is an absolute http:, https: or mailto: URL, normalised by the URL parser. */
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

/** A block of a Markdown document. */
export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  /** `level` is the Markdown level (1 for `#`); the renderer moves it below the page's headings. */
  | { kind: 'heading'; level: number; children: Inline[] }
  | { kind: 'codeBlock'; text: string; info: string }
  /** A tight list's items hold their paragraphs' text directly, without paragraph spacing. */
  | { kind: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] };

/** Parses Markdown text into blocks; never fails (anything unrecognised is text). */
export function parseMarkdown(text: string): Block[] {
  return parseBlocks(text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD').split('\n'));
}

/** Returns the text a reader sees in some inlines, without markup. */
export function inlineText(inlines: readonly Inline[]): string {
  return inlines
    .map((i) => {
      switch (i.kind) {
        case 'text':
        case 'code':
          return i.text;
        case 'break':
          return '\n';
        default:
          return inlineText(i.children);
      }
    })
    .join('');
}

/** Returns the text a reader sees in a document, blocks separated by blank lines. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'codeBlock':
          return b.text;
        case 'list':
          return b.items.map((item) => plainText(item)).join('\n');
        default:
          return inlineText(b.children);
      }
    })
    .join('\n\n');
}
