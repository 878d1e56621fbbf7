import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ObjectDiff } from './ObjectDiff.tsx';

// What the page shows before Monaco's diff editor loads (and what a server render would show).
const render = (before: string, after: string) =>
  renderToStaticMarkup(
    <ObjectDiff label="Object after step 2" before={before} after={after} theme="light" />,
  );

/** The text of the markup, tags dropped and entities decoded, as a reader sees it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('ObjectDiff before Monaco loads', () => {
  it('names its region', () => {
    expect(render('a: 1\n', 'a: 2\n')).toMatch(
      /^<div role="region" aria-label="Object after step 2"/,
    );
  });

  it('says "No change" when the step left the object as it was', () => {
    const html = render('a: 1\n', 'a: 1\n');
    expect(textOf(html)).toBe('No change');
    expect(html).not.toContain('<pre');
  });

  it('shows the line diff with +, - and unchanged lines', () => {
    const before = 'metadata:\n  name: web\n';
    const after = 'metadata:\n  labels:\n    injected: "yes"\n  name: web\n';
    expect(textOf(render(before, after))).toBe(
      ['  metadata:', '+   labels:', '+     injected: "yes"', '    name: web', ''].join('\n'),
    );
  });

  it('marks each line with its kind for colour', () => {
    const html = render('a: 1\n', 'a: 2\n');
    expect(html).toContain('data-kind="removed"');
    expect(html).toContain('data-kind="added"');
  });
});
