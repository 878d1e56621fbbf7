import { describe, expect, it } from 'vitest';
import { parseMarkdown, plainText, type Block, type Inline } from './markdown.ts';
import { safeHref } from './safeHref.ts';

const text = (t: string): Inline => ({ kind: 'text', text: t });
const para = (...children: Inline[]): Block => ({ kind: 'paragraph', children });
/** The inlines of a one-paragraph document. */
const inlines = (md: string): Inline[] => {
  const [first, ...rest] = parseMarkdown(md);
  expect(rest).toEqual([]);
  expect(first?.kind).toBe('paragraph');
  return first?.kind === 'paragraph' ? first.children : [];
};

/** Every link anywhere in a document. */
function links(blocks: readonly Block[]): string[] {
  const fromInlines = (xs: readonly Inline[]): string[] =>
    xs.flatMap((i) =>
      i.kind === 'link'
        ? [i.href, ...fromInlines(i.children)]
        : 'children' in i
          ? fromInlines(i.children)
          : [],
    );
  return blocks.flatMap((b) =>
    b.kind === 'list'
      ? b.items.flatMap(links)
      : b.kind === 'codeBlock'
        ? []
        : fromInlines(b.children),
  );
}

/** Nesting depth of a document's nodes. */
function depth(x: unknown): number {
  if (Array.isArray(x)) return x.reduce<number>((m, v) => Math.max(m, depth(v)), 0);
  if (x === null || typeof x !== 'object') return 0;
  const o = x as { children?: unknown; items?: unknown };
  return 1 + Math.max(depth(o.children), depth(o.items));
}

describe('parseMarkdown: inlines', () => {
  it.each<[string, string, Inline[]]>([
    ['plain text', 'hello world', [text('hello world')]],
    [
      'emphasis with *',
      'an *important* word',
      [text('an '), { kind: 'emphasis', children: [text('important')] }, text(' word')],
    ],
    ['emphasis with _', '_this_', [{ kind: 'emphasis', children: [text('this')] }]],
    [
      'strong',
      'a **strong** b',
      [text('a '), { kind: 'strong', children: [text('strong')] }, text(' b')],
    ],
    ['strong with __', '__x__', [{ kind: 'strong', children: [text('x')] }]],
    [
      'strong inside emphasis',
      '***both***',
      [{ kind: 'emphasis', children: [{ kind: 'strong', children: [text('both')] }] }],
    ],
    ['snake_case is not emphasis', 'round_1_index_0', [text('round_1_index_0')]],
    ['a lone star is text', 'a * b', [text('a * b')]],
    ['unclosed emphasis is text', '*open', [text('*open')]],
    [
      'inline code',
      'set `reinvocationPolicy: IfNeeded`',
      [text('set '), { kind: 'code', text: 'reinvocationPolicy: IfNeeded' }],
    ],
    ['code keeps stars and HTML', '`*a* <b>`', [{ kind: 'code', text: '*a* <b>' }]],
    ['code spans lines', '`a\nb`', [{ kind: 'code', text: 'a b' }]],
    ['double backticks hold one', '`` a`b ``', [{ kind: 'code', text: 'a`b' }]],
    ['unclosed backtick is text', 'a `b', [text('a `b')]],
    ['backslash escape', '\\*not\\*', [text('*not*')]],
    ['entities decode to text', 'a &amp; b &lt;c&gt; &#x41;', [text('a & b <c> A')]],
    ['unknown entity stays', '&bogus;', [text('&bogus;')]],
    ['soft break stays a newline', 'a\nb', [text('a\nb')]],
    ['two trailing spaces break the line', 'a  \nb', [text('a'), { kind: 'break' }, text('b')]],
    ['a backslash breaks the line', 'a\\\nb', [text('a'), { kind: 'break' }, text('b')]],
    [
      'https link',
      '[docs](https://kubernetes.io/docs/)',
      [{ kind: 'link', href: 'https://kubernetes.io/docs/', children: [text('docs')] }],
    ],
    [
      'link with title',
      '[a](http://e.com "T")',
      [{ kind: 'link', href: 'http://e.com/', children: [text('a')] }],
    ],
    [
      'link with emphasis',
      '[*a*](https://e.com)',
      [
        {
          kind: 'link',
          href: 'https://e.com/',
          children: [{ kind: 'emphasis', children: [text('a')] }],
        },
      ],
    ],
    [
      'link with parens',
      '[a](https://e.com/x_(y))',
      [{ kind: 'link', href: 'https://e.com/x_(y)', children: [text('a')] }],
    ],
    [
      'mailto link',
      '[mail](mailto:sig@example.com)',
      [{ kind: 'link', href: 'mailto:sig@example.com', children: [text('mail')] }],
    ],
    ['relative link is text', '[a](/local)', [text('a')]],
    ['brackets without a target', '[a] b', [text('[a] b')]],
    [
      'URI autolink',
      '<https://e.com>',
      [{ kind: 'link', href: 'https://e.com/', children: [text('https://e.com')] }],
    ],
    [
      'email autolink',
      '<a@b.example>',
      [{ kind: 'link', href: 'mailto:a@b.example', children: [text('a@b.example')] }],
    ],
  ])('%s', (_name, md, expected) => {
    expect(inlines(md)).toEqual(expected);
  });
});

describe('parseMarkdown: blocks', () => {
  it.each<[string, string, Block[]]>([
    ['paragraphs split on blank lines', 'a\nb\n\nc', [para(text('a\nb')), para(text('c'))]],
    [
      'ATX headings',
      '# One\n## Two ##',
      [
        { kind: 'heading', level: 1, children: [text('One')] },
        { kind: 'heading', level: 2, children: [text('Two')] },
      ],
    ],
    ['#hashtag is not a heading', '#tag', [para(text('#tag'))]],
    [
      'fenced code keeps its text',
      '```yaml\na: <b>\n  *x*\n```',
      [{ kind: 'codeBlock', text: 'a: <b>\n  *x*', info: 'yaml' }],
    ],
    ['tilde fence', '~~~\nx\n~~~', [{ kind: 'codeBlock', text: 'x', info: '' }]],
    ['unclosed fence runs to the end', '```\nx', [{ kind: 'codeBlock', text: 'x', info: '' }]],
    ['indented code', '    a\n\n    b\n', [{ kind: 'codeBlock', text: 'a\n\nb', info: '' }]],
    ['indented line continues a paragraph', 'a\n    b', [para(text('a\nb'))]],
    [
      'bullet list',
      '- a\n- b',
      [
        {
          kind: 'list',
          ordered: false,
          start: 1,
          tight: true,
          items: [[para(text('a'))], [para(text('b'))]],
        },
      ],
    ],
    [
      'numbered list from 3',
      '3. a\n4. b',
      [
        {
          kind: 'list',
          ordered: true,
          start: 3,
          tight: true,
          items: [[para(text('a'))], [para(text('b'))]],
        },
      ],
    ],
    [
      'loose list',
      '- a\n\n- b',
      [
        {
          kind: 'list',
          ordered: false,
          start: 1,
          tight: false,
          items: [[para(text('a'))], [para(text('b'))]],
        },
      ],
    ],
    [
      'nested list',
      '- a\n  - b',
      [
        {
          kind: 'list',
          ordered: false,
          start: 1,
          tight: true,
          items: [
            [
              para(text('a')),
              { kind: 'list', ordered: false, start: 1, tight: true, items: [[para(text('b'))]] },
            ],
          ],
        },
      ],
    ],
    [
      'lazy continuation',
      '- a\nb',
      [{ kind: 'list', ordered: false, start: 1, tight: true, items: [[para(text('a\nb'))]] }],
    ],
    [
      'a list interrupts a paragraph',
      'a\n- b',
      [
        para(text('a')),
        { kind: 'list', ordered: false, start: 1, tight: true, items: [[para(text('b'))]] },
      ],
    ],
    ['"2." does not interrupt a paragraph', 'in\n2. b', [para(text('in\n2. b'))]],
    ['CRLF line ends', 'a\r\n\r\nb', [para(text('a')), para(text('b'))]],
  ])('%s', (_name, md, expected) => {
    expect(parseMarkdown(md)).toEqual(expected);
  });
});

describe('parseMarkdown: untrusted input', () => {
  it.each<[string, string, string]>([
    ['a script element', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['an img with onerror', '<img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">'],
    ['an HTML comment', 'a <!-- hidden --> b', 'a <!-- hidden --> b'],
    [
      'an HTML block',
      '<div onclick="alert(1)">\nhi\n</div>',
      '<div onclick="alert(1)">\nhi\n</div>',
    ],
    ['a javascript: link', '[x](javascript:alert(1))', 'x'],
    ['a mixed-case JaVaScRiPt: link', '[x](JaVaScRiPt:alert(1))', 'x'],
    ['a javascript: link with leading space', '[x]( javascript:alert(1))', 'x'],
    ['a javascript: link in angle brackets', '[x](<javascript:alert(1)>)', 'x'],
    ['a tab inside the scheme', '[x](java\tscript:alert(1))', '[x](java\tscript:alert(1))'],
    ['an escaped scheme', '[x](java\\script:alert(1))', 'x'],
    ['an entity-encoded scheme', '[x](&#106;avascript:alert(1))', 'x'],
    ['a hex-entity scheme', '[x](&#x6A;avascript:alert(1))', 'x'],
    ['an entity-encoded colon', '[x](javascript&#58;alert(1))', 'x'],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'x'],
    ['a vbscript: URL', '[x](vbscript:msgbox(1))', 'x'],
    ['a file: URL', '[x](file:///etc/passwd)', 'x'],
    ['a javascript: autolink', '<javascript:alert(1)>', '<javascript:alert(1)>'],
    [
      'a data: autolink',
      '<data:text/html,<script>alert(1)</script>>',
      '<data:text/html,<script>alert(1)</script>>',
    ],
    ['an image', '![x](javascript:alert(1))', '!x'],
    ['entity-encoded HTML', '&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  ])('keeps %s as text, with no unsafe link', (_name, md, shown) => {
    const blocks = parseMarkdown(md);
    expect(links(blocks)).toEqual([]);
    expect(plainText(blocks)).toBe(shown);
  });

  it('makes links only to http:, https: and mailto: URLs', () => {
    const md =
      '[a](https://a.example) [b](javascript:x) <http://c.example> [d](mailto:d@e.example) [e](data:x)';
    expect(links(parseMarkdown(md))).toEqual([
      'https://a.example/',
      'http://c.example/',
      'mailto:d@e.example',
    ]);
  });

  it('keeps a code block holding HTML as text', () => {
    expect(parseMarkdown('```\n<script>alert(1)</script>\n```')).toEqual([
      { kind: 'codeBlock', text: '<script>alert(1)</script>', info: '' },
    ]);
  });

  it('limits how deep emphasis and lists nest, so rendering cannot overflow the stack', () => {
    expect(depth(parseMarkdown(`${'*a '.repeat(5000)}x${' a*'.repeat(5000)}`))).toBeLessThanOrEqual(
      14,
    );
    expect(depth(parseMarkdown(`${'- '.repeat(5000)}x`))).toBeLessThanOrEqual(24);
  });

  it.each([
    ['brackets', '['.repeat(50_000)],
    ['stars', '*a '.repeat(30_000)],
    ['lines', 'a  \n'.repeat(30_000)],
    ['backtick runs', Array.from({ length: 300 }, (_, k) => `${'`'.repeat(k + 1)}a`).join('')],
  ])('parses 100 kB of pathological %s quickly', (_name, md) => {
    const start = performance.now();
    parseMarkdown(md);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('safeHref', () => {
  it.each<[string, string | undefined]>([
    ['https://kubernetes.io/docs', 'https://kubernetes.io/docs'],
    ['HTTP://E.COM', 'http://e.com/'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['javascript:alert(1)', undefined],
    [' https://e.com', undefined],
    ['\u0000javascript:alert(1)', undefined],
    ['//e.com/x', undefined],
    ['/relative', undefined],
    ['https://', undefined],
  ])('%j → %j', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
