// Monaco's 'vs' and 'vs-dark' themes with colours that meet WCAG AA (4.5:1) everywhere our editors
// draw text: the YAML tokens on the editor background and on the diff editor's inserted and removed
// backgrounds, and the line numbers (Linux dims the final one by default, at 0.4 opacity).
// Checked by e2e/accessibility.spec.ts; the diff tints are subtler than Monaco's so the tokens read.

import type * as monaco from 'monaco-editor/editor';

/** The names our two themes are defined under. */
export const themeNames = { light: 'playground-light', dark: 'playground-dark' } as const;

/** 'vs' with darker keys, numbers, comments and line numbers. */
const light: monaco.editor.IStandaloneThemeData = {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'type', foreground: '006666' }, // YAML keys; 'vs' has #008080, 4.8:1 on white only
    { token: 'number', foreground: '08704a' },
    { token: 'comment', foreground: '0a6a0a' },
    { token: 'invalid', foreground: 'b41d1d' },
  ],
  colors: {
    'editorLineNumber.foreground': '#1e6579',
    'editorLineNumber.activeForeground': '#0b216f',
    'editorLineNumber.dimmedForeground': '#3d6b78',
    'diffEditor.insertedLineBackground': '#2da44e14',
    'diffEditor.insertedTextBackground': '#2da44e29',
    'diffEditor.removedLineBackground': '#cf222e0f',
    'diffEditor.removedTextBackground': '#cf222e21',
  },
};

/** Lighter tokens than 'vs-dark' and darker diff tints, so both meet 4.5:1 together. */
const dark: monaco.editor.IStandaloneThemeData = {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'string', foreground: 'd9a28a' },
    { token: 'keyword', foreground: '6fb0e8' },
    { token: 'tag', foreground: '6fb0e8' },
    { token: 'comment', foreground: '8cc47a' }, // 'vs-dark' has #608b4e, 4.2:1
    { token: 'number.hex', foreground: '6cc8aa' },
    { token: 'invalid', foreground: 'ff8a8a' },
  ],
  colors: {
    'editorLineNumber.foreground': '#a0a0a0', // 'vs-dark' has #858585, 4.5:1 on its background only
    'editorLineNumber.activeForeground': '#d4d4d4',
    'editorLineNumber.dimmedForeground': '#969696',
    'diffEditor.insertedLineBackground': '#2ea0431f',
    'diffEditor.insertedTextBackground': '#2ea04330',
    'diffEditor.removedLineBackground': '#f851491f',
    'diffEditor.removedTextBackground': '#f8514930',
  },
};

/** Defines both themes on Monaco; called once, before any editor is created. */
export function defineThemes(editor: Pick<typeof monaco.editor, 'defineTheme'>): void {
  editor.defineTheme(themeNames.light, light);
  editor.defineTheme(themeNames.dark, dark);
}
