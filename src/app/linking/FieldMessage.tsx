// A message that names fields (a 422's `spec.containers[0].image: Required value`): each field
// the Status's causes list is a hover target that lights the same field in the patch, Blame and the
// Object editor, and is lit when one of those is hovered.

import { usePlayground } from '../store/index.ts';
import { fieldPointer } from './fieldPointer.ts';
import { messageParts } from './messageParts.ts';
import './linking.css';

export interface FieldMessageProps {
  text: string;
  /** The field paths the message names (metav1.StatusCause.field). */
  fields: readonly string[];
}

const related = (a: string, b: string | undefined) =>
  b !== undefined && (a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`));

/** Shows a message with its field paths linked to the hovered pointer. */
export function FieldMessage({ text, fields }: FieldMessageProps) {
  const hovered = usePlayground((s) => s.hoveredPointer);
  const hoverPointer = usePlayground((s) => s.hoverPointer);
  return (
    <>
      {messageParts(text, fields).map((part, i) => {
        const pointer = part.field === undefined ? undefined : fieldPointer(part.field);
        if (pointer === undefined) return part.text;
        return (
          <span
            key={i}
            className={related(pointer, hovered) ? 'field-link field-lit' : 'field-link'}
            data-pointer={pointer}
            onMouseEnter={() => hoverPointer(pointer)}
            onMouseLeave={() => hoverPointer(undefined)}
          >
            {part.text}
          </span>
        );
      })}
    </>
  );
}
