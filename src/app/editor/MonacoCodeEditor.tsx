// The Monaco side of CodeEditor (lazy chunk): one model per modelPath, text kept in step with the
// `value` prop both ways without echoing, markers from the props under owner 'playground'
// (monaco-yaml adds its own schema markers under 'yaml', cel/celInEditor.ts the CEL errors under 'cel',
// script/scriptInEditor.ts the scripts' errors under 'script' and 'script-run').

import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import type { CodeEditorProps } from './CodeEditor.tsx';
import type { FocusHandover } from './PlainCodeEditor.tsx';
import styles from './editor.module.css';
import { monaco } from './monaco.ts';
import { acquireModel, releaseModel, replaceText } from './models.ts';
import { attachCel } from './cel/celInEditor.ts';
import { attachScript } from './script/scriptInEditor.ts';
import { guardKeyboardArrival } from './keyboardArrival.ts';
import { takeReveal } from './markers.ts';
import { editorOptions, monacoTheme, toDecoration, toMarkerData } from './monacoOptions.ts';

interface MonacoCodeEditorProps extends CodeEditorProps {
  handoverRef: RefObject<FocusHandover>;
}

/** Edits one YAML text in Monaco. */
export default function MonacoCodeEditor(props: MonacoCodeEditorProps) {
  const { label, modelPath, value, markers, theme, readOnly = false, handoverRef } = props;
  const { reveal, highlights } = props;
  const labelId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const paintRef = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
  // The latest props, for Monaco's listeners and for creating the editor, without re-creating it.
  const latest = useRef(props);
  // Set while the text from `value` is being written into the model: those edits are not typing.
  const applying = useRef(false);
  const apply = (model: monaco.editor.ITextModel, text: string) => {
    applying.current = true;
    try {
      replaceText(model, text);
    } finally {
      applying.current = false;
    }
  };
  useLayoutEffect(() => {
    latest.current = props;
  });

  // Before the editor is created below: the theme is global to Monaco, and set before first paint.
  useLayoutEffect(() => {
    monaco.editor.setTheme(monacoTheme(theme));
  }, [theme]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const initial = latest.current;
    const model = acquireModel(modelPath, initial.value);
    apply(model, initial.value);
    const editor = monaco.editor.create(host, {
      ...editorOptions,
      model,
      ariaLabel: initial.label,
      readOnly: initial.readOnly ?? false,
    });
    editorRef.current = editor;
    paintRef.current = editor.createDecorationsCollection();
    // CEL expressions in the configurations, webhook servers and whole-scenario texts.
    const cel = attachCel(editor);
    // The JavaScript of `script` webhooks in the webhook servers and whole-scenario texts.
    const script = attachScript(editor);
    // Reached by Tab, the editor lets Tab move on until the person types or clicks in it.
    const arrival = guardKeyboardArrival(editor, host);
    // Text that differs from the last `value` was typed (or undone) here; text equal to it came
    // from the prop, so it is not echoed back.
    const typed = model.onDidChangeContent(() => {
      if (applying.current) return;
      const text = model.getValue();
      if (text !== latest.current.value) latest.current.onChange(text);
    });
    // The person was typing in the textarea this editor replaces: carry on where they were, unless
    // they have moved on to another element since.
    const handover = handoverRef.current;
    if (
      handover.focused &&
      (document.activeElement === null || document.activeElement === document.body)
    ) {
      editor.setPosition(model.getPositionAt(handover.offset));
      editor.focus();
    }
    return () => {
      typed.dispose();
      cel.dispose();
      script.dispose();
      arrival.dispose();
      editor.dispose();
      editorRef.current = null;
      paintRef.current = null;
      releaseModel(modelPath);
    };
  }, [modelPath, handoverRef]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) apply(model, value);
  }, [value]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) monaco.editor.setModelMarkers(model, 'playground', markers.map(toMarkerData));
  }, [markers, modelPath]);

  useEffect(() => {
    editorRef.current?.updateOptions({ ariaLabel: label, readOnly });
  }, [label, readOnly]);

  // After the value effect above: the place is in the text the editor now shows.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor === null || !takeReveal(reveal)) return;
    const range = new monaco.Range(reveal.line, reveal.column, reveal.endLine, reveal.endColumn);
    editor.setSelection(range);
    editor.revealRangeInCenterIfOutsideViewport(range);
    editor.focus();
  }, [reveal]);

  // Painted, never scrolled to: a new result or a selection would otherwise move the text under
  // the person's eyes; the overview ruler shows where a step's block is.
  useEffect(() => {
    paintRef.current?.set((highlights ?? []).map(toDecoration));
  }, [highlights]);

  return (
    <div className={`code-editor ${styles.editor}`}>
      <div className="pane-title" id={labelId}>
        {label}
      </div>
      <div className={styles.host} role="group" aria-labelledby={labelId} ref={hostRef} />
      <p className={styles.hint}>
        <kbd>Ctrl</kbd>+<kbd>M</kbd> (<kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>M</kbd> on macOS):{' '}
        <kbd>Tab</kbd> moves focus out of the editor
      </p>
    </div>
  );
}
