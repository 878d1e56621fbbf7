import { useState } from 'react';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** What it copies, for the button's name: "Copy the patch". */
  label: string;
}

/** Copies a text to the clipboard and says so; says where to copy by hand when the clipboard is out of reach. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied');
    } catch {
      setSaid('The clipboard is out of reach: select the text to copy it');
    }
  };
  return (
    <span className="wb-copy">
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="wb-copy-said">
        {said}
      </span>
    </span>
  );
}
