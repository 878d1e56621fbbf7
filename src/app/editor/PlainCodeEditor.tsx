// The editor before Monaco arrives (and the whole editor where it never does): a labelled textarea.

import { useId, type RefObject } from 'react';
import type { CodeEditorProps } from './CodeEditor.tsx';
import styles from './editor.module.css';

/** Where the person was in the textarea, so Monaco can take over focus without losing their place. */
export interface FocusHandover {
  focused: boolean;
  /** The caret, as an offset into the text. */
  offset: number;
}

export interface PlainCodeEditorProps extends Pick<
  CodeEditorProps,
  'label' | 'value' | 'onChange' | 'readOnly'
> {
  handoverRef: RefObject<FocusHandover>;
}

/** Edits one text in a plain textarea. */
export function PlainCodeEditor({
  label,
  value,
  onChange,
  readOnly,
  handoverRef,
}: PlainCodeEditorProps) {
  const id = useId();
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
