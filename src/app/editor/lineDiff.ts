// A small line diff for the diff fallback (before Monaco's diff editor loads): common prefix and
// suffix, then a longest-common-subsequence table over the lines in between.

/** One line of a diff: in both texts, only in the new one, or only in the old one. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

// Above this many table cells (old × new changed lines) the middle is shown as removed-then-added
// instead: a fallback view should never stall the page.
const MAX_CELLS = 4_000_000;

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** Returns the lines of `before` and `after` as kept, removed and added, removals first. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  return [
    ...a.slice(0, start).map(same),
    ...middle(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    ...a.slice(a.length - end).map(same),
  ];
}

function middle(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length * b.length > MAX_CELLS) return [...a.map(removed), ...b.map(added)];
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..]
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) out.push(removed(a[i++]!));
    else out.push(added(b[j++]!));
  }
  return [...out, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}
