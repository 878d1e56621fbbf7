// The editor before Monaco arrives (and the whole editor where it never does): a labelled textarea.

import { useEffect, useId, useRef, type RefObject } from 'react';
import type { CodeEditorProps } from './CodeEditor.tsx';
import styles from './editor.module.css';
import { takeReveal } from './markers.ts';

/** Where the person was in the textarea, so Monaco can take over focus without losing their place. */
export interface FocusHandover {
  focused: boolean;
  /** The caret, as an offset into the text. */
  offset: number;
}

export interface PlainCodeEditorProps extends Pick<
  CodeEditorProps,
  'label' | 'value' | 'onChange' | 'readOnly' | 'reveal'
> {
  handoverRef: RefObject<FocusHandover>;
}

/** Edits one text in a plain textarea. */
export function PlainCodeEditor({
  label,
  value,
  onChange,
  readOnly,
  reveal,
  handoverRef,
}: PlainCodeEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (area.current === null || !takeReveal(reveal)) return;
    area.current.focus();
    area.current.setSelectionRange(
      offsetOf(value, reveal.line, reveal.column),
      offsetOf(value, reveal.endLine, reveal.endColumn),
    );
    // takeReveal lets each request through once: the text changing under it moves nothing.
  }, [reveal, value]);
  const remember = (area: HTMLTextAreaElement, focused: boolean) => {
    handoverRef.current = { focused, offset: area.selectionStart };
  };
  return (
    <div className={`code-editor ${styles.editor}`}>
      <label className="pane-title" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={area}
        className="scenario-editor"
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
        onFocus={(e) => remember(e.currentTarget, true)}
        onSelect={(e) => remember(e.currentTarget, true)}
        // Unmounting (Monaco taking over) is not leaving: only a real blur of a live textarea is.
        onBlur={(e) => e.currentTarget.isConnected && remember(e.currentTarget, false)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
      />
    </div>
  );
}

/** The offset of a 1-based line and column in a text. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}
