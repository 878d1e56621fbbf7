// Renders a Markdown AST with React elements only: every string goes in as text, so nothing in a
// description (a shared link's) can become markup, and links carry only checked URLs.

import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown.ts';
import './markdown.css';

export interface MarkdownProps {
  /** The Markdown source. */
  text: string;
  /** The element a `#` heading becomes (`##` one level lower, and so on, down to h6). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Shows Markdown text as safe HTML: raw HTML stays text, links only to http(s) and mailto. */
export function Markdown({ text, headingLevel = 3 }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className="markdown">{blocks.map((b, i) => renderBlock(b, i, headingLevel, false))}</div>
  );
}

function renderBlock(block: Block, key: number, headingLevel: number, tight: boolean): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return tight ? (
        <Fragment key={key}>{renderInlines(block.children)}</Fragment>
      ) : (
        <p key={key}>{renderInlines(block.children)}</p>
      );
    case 'heading':
      return createElement(
        `h${String(Math.min(6, headingLevel + block.level - 1))}`,
        { key },
        renderInlines(block.children),
      );
    case 'codeBlock':
      // Focusable so a keyboard can scroll a long line into view.
      return (
        <pre key={key} tabIndex={0}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>{item.map((b, j) => renderBlock(b, j, headingLevel, block.tight))}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
  }
}

function renderInlines(inlines: readonly Inline[]): ReactNode[] {
  return inlines.map((inline, key) => {
    switch (inline.kind) {
      case 'text':
        return inline.text;
      case 'code':
        return <code key={key}>{inline.text}</code>;
      case 'emphasis':
        return <em key={key}>{renderInlines(inline.children)}</em>;
      case 'strong':
        return <strong key={key}>{renderInlines(inline.children)}</strong>;
      case 'link':
        return (
          <a key={key} href={inline.href} target="_blank" rel="noopener noreferrer">
            {renderInlines(inline.children)}
          </a>
        );
      case 'break':
        return <br key={key} />;
    }
  });
}
