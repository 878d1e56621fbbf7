import { describe, expect, it } from 'vitest';
import { EMBED_SIZES, embedSnippet } from './embedSnippet.ts';

describe('embedSnippet', () => {
  it.each(EMBED_SIZES)('writes an iframe of $width×$height with a title', (size) => {
    expect(embedSnippet('https://x.example/?embed#v2.abc.3', 'Deny pods', size)).toBe(
      `<iframe src="https://x.example/?embed#v2.abc.3" width="${String(size.width)}" height="${String(size.height)}" title="Admission Playground: Deny pods" style="border: 0" loading="lazy"></iframe>`,
    );
  });

  it('escapes a title that holds quotes and markup', () => {
    const html = embedSnippet(
      'https://x.example/?embed&a=1',
      '"><script>x</script>',
      EMBED_SIZES[0],
    );
    expect(html).toContain('src="https://x.example/?embed&amp;a=1"');
    expect(html).toContain(
      'title="Admission Playground: &quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
    expect(html).not.toContain('<script>');
  });
});
