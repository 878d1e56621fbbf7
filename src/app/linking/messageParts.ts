// Cuts a message into plain text and the field paths it names, longest path first where two
// overlap (`spec.containers[0]` inside `spec.containers[0].image`).

/** One piece of a message: text, and the field path when the piece is one. */
export interface MessagePart {
  text: string;
  field?: string;
}

// A field path is whole only where no path character continues it on either side (an aggregate's
// list opens with `[`, so a path may follow one).
const pathChar = /[\w.[\]-]/;
const pathBefore = /[\w.\]-]/;

/** Splits `text` at every whole occurrence of one of `fields`. */
export function messageParts(text: string, fields: readonly string[]): MessagePart[] {
  const wanted = [...new Set(fields.filter((f) => f !== ''))].sort((a, b) => b.length - a.length);
  const parts: MessagePart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const before = text[i - 1];
    const field =
      before !== undefined && pathBefore.test(before)
        ? undefined
        : wanted.find((f) => {
            if (!text.startsWith(f, i)) return false;
            const after = text[i + f.length];
            // A path may end a sentence: "…is invalid: spec.x." keeps its full stop outside.
            return (
              after === undefined ||
              !pathChar.test(after) ||
              (after === '.' && !pathChar.test(text[i + f.length + 1] ?? ' '))
            );
          });
    if (field === undefined) {
      plain += text[i];
      i++;
      continue;
    }
    if (plain !== '') parts.push({ text: plain });
    plain = '';
    parts.push({ text: field, field });
    i += field.length;
  }
  if (plain !== '') parts.push({ text: plain });
  return parts;
}
