// The Monaco side of ObjectDiff (lazy chunk): a read-only YAML diff editor, side by side when there
// is room and inline otherwise. Its models have no uri, so no schema or other editor touches them.

import { useEffect, useLayoutEffect, useRef } from 'react';
import styles from './editor.module.css';
import { monaco } from './monaco.ts';
import { editorOptions, monacoTheme } from './monacoOptions.ts';

interface MonacoDiffEditorProps {
  before: string;
  after: string;
  theme: 'light' | 'dark';
}

// Tall enough for the whole object up to a point, so short diffs need no inner scrollbar.
const LINE_HEIGHT = 19;
const heightFor = (before: string, after: string) => {
  const lines = Math.max(before.split('\n').length, after.split('\n').length);
  return Math.min(Math.max(lines * LINE_HEIGHT + 12, 120), 560);
};

// Monaco 0.57 drops originalAriaLabel/modifiedAriaLabel: each time the diff editor re-applies its
// options to the two inner editors (at creation, and when the side-by-side layout flips) it passes
// only the options that changed, so both text boxes end up with an empty aria-label. Set the names
// on the inner editors and put them back whenever they are cleared.
function keepAriaLabel(editor: monaco.editor.ICodeEditor, label: string): monaco.IDisposable {
  editor.updateOptions({ ariaLabel: label });
  const { ariaLabel } = monaco.editor.EditorOption;
  return editor.onDidChangeConfiguration((e) => {
    if (e.hasChanged(ariaLabel) && editor.getOption(ariaLabel) !== label) {
      editor.updateOptions({ ariaLabel: label });
    }
  });
}

// Monaco 0.57 keeps one hover delegate factory for the whole page, set by each code editor it
// creates from that editor's instantiation service; a diff editor's two inner editors are created
// from the diff editor's own, which its dispose() disposes. After a diff editor goes away, any
// action bar a code editor then opens (the F8 marker widget, the suggest widget, find) throws
// "InstantiationService has been disposed" and never shows (microsoft/vscode#279709,
// microsoft/monaco-editor#4612). A plain editor, created and disposed at once without a model, sets
// the factory (and the markdown code block renderer) back from the page-wide services, which live
// as long as the page. Remove once fixed upstream.
function restoreEditorServices() {
  monaco.editor.create(document.createElement('div'), { model: null }).dispose();
}

/** Shows `before` against `after` in Monaco's diff editor. */
export default function MonacoDiffEditor({ before, after, theme }: MonacoDiffEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const diffRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);

  // Before the editor is created below: the theme is global to Monaco, and set before first paint.
  useLayoutEffect(() => {
    monaco.editor.setTheme(monacoTheme(theme));
  }, [theme]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const original = monaco.editor.createModel('', 'yaml');
    const modified = monaco.editor.createModel('', 'yaml');
    const diff = monaco.editor.createDiffEditor(host, {
      ...editorOptions,
      readOnly: true,
      originalEditable: false,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      renderOverviewRuler: false,
      // Only the changes and a few lines around them: a step's change is found without scrolling.
      hideUnchangedRegions: {
        enabled: true,
        contextLineCount: 2,
        minimumLineCount: 4,
        revealLineCount: 10,
      },
      lineHeight: LINE_HEIGHT,
    });
    diff.setModel({ original, modified });
    const labels = [
      keepAriaLabel(diff.getOriginalEditor(), 'Before'),
      keepAriaLabel(diff.getModifiedEditor(), 'After'),
    ];
    diffRef.current = diff;
    return () => {
      for (const label of labels) label.dispose();
      diff.dispose();
      original.dispose();
      modified.dispose();
      diffRef.current = null;
      restoreEditorServices();
    };
    // Created once; the texts are applied by the effect below.
  }, []);

  useEffect(() => {
    const model = diffRef.current?.getModel();
    model?.original.setValue(before);
    model?.modified.setValue(after);
  }, [before, after]);

  return (
    <div className={styles.diffHost} style={{ height: heightFor(before, after) }} ref={hostRef} />
  );
}
