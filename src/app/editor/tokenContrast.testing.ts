// Checks a token stylesheet's colours against the editor backgrounds at WCAG AA (4.5:1), for the
// colours the editors add to embedded languages (CEL, JavaScript). Used by the stylesheets' tests.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The editor backgrounds of Monaco's 'vs' and 'vs-dark', which our themes keep (themes.ts).
const backgrounds = { vs: '#fffffe', 'vs-dark': '#1e1e1e' } as const;

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** Tests that the stylesheet at `url` colours `.<prefix>-<kind>` for every kind, in both themes, at 4.5:1 or more. */
export function describeTokenContrast(url: URL, prefix: string, kinds: readonly string[]): void {
  const css = readFileSync(url, 'utf8').replaceAll(/\/\*[\s\S]*?\*\//g, '');
  const colour = (theme: keyof typeof backgrounds, kind: string): string | undefined => {
    for (const [, selectors, value] of css.matchAll(
      /([^{}]+)\{\s*color:\s*(#[0-9a-f]{6});\s*\}/gi,
    )) {
      const list = selectors!.split(',').map((s) => s.trim());
      if (list.includes(`.monaco-editor.${theme} .${prefix}-${kind}`)) return value;
    }
    return undefined;
  };
  describe(url.pathname.split('/').at(-1) ?? prefix, () => {
    it('computes contrast as WCAG does', () => {
      expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
      expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    });

    for (const theme of ['vs', 'vs-dark'] as const) {
      it.each(kinds)(`colours %s in ${theme} at 4.5:1 or more`, (kind) => {
        const c = colour(theme, kind);
        expect(c, `a colour for .${prefix}-${kind}`).toBeDefined();
        expect(contrast(c!, backgrounds[theme])).toBeGreaterThanOrEqual(4.5);
      });
    }
  });
}
