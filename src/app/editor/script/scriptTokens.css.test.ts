import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScriptTokenKind } from './scriptTokens.ts';

const css = readFileSync(new URL('./scriptTokens.css', import.meta.url), 'utf8').replaceAll(/\/\*[\s\S]*?\*\//g, '');

// The editor backgrounds of Monaco's 'vs' and 'vs-dark', which our themes keep (themes.ts).
const backgrounds = { vs: '#fffffe', 'vs-dark': '#1e1e1e' } as const;
const kinds: ScriptTokenKind[] = ['keyword', 'string', 'number', 'comment', 'identifier', 'type', 'delimiter', 'regexp'];

/** The colour the stylesheet gives a token kind under a theme type. */
function colour(theme: keyof typeof backgrounds, kind: ScriptTokenKind): string | undefined {
  for (const [, selectors, value] of css.matchAll(/([^{}]+)\{\s*color:\s*(#[0-9a-f]{6});\s*\}/gi)) {
    const list = selectors!.split(',').map((s) => s.trim());
    if (list.includes(`.monaco-editor.${theme} .js-${kind}`)) return value;
  }
  return undefined;
}

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

describe('scriptTokens.css', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  for (const theme of ['vs', 'vs-dark'] as const) {
    it.each(kinds)(`colours %s in ${theme} at 4.5:1 or more`, (kind) => {
      const c = colour(theme, kind);
      expect(c, `a colour for .js-${kind}`).toBeDefined();
      expect(contrast(c!, backgrounds[theme])).toBeGreaterThanOrEqual(4.5);
    });
  }
});
