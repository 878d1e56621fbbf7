import { useState, type InputHTMLAttributes } from 'react';

export interface DraftInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  /** The value as the scenario holds it, formatted. */
  value: string;
  onChange: (text: string) => void;
  /** Tells whether the typed text means the stored value (so `a, ` is not rewritten to `a` mid-typing). */
  same: (typed: string, value: string) => boolean;
}

/** A text input that shows what the person typed while it means what the scenario holds. */
export function DraftInput({ value, onChange, same, ...rest }: DraftInputProps) {
  const [typed, setTyped] = useState(value);
  const shown = same(typed, value) ? typed : value;
  return (
    <input
      {...rest}
      value={shown}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(e.target.value);
      }}
    />
  );
}
