// Which step a key moves to inside the pipeline, and which focused elements keep their own keys.

/** The keys the pipeline handles, and what they do. */
const moves: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (c) => c + 1,
  ArrowDown: (c) => c + 1,
  ArrowLeft: (c) => c - 1,
  ArrowUp: (c) => c - 1,
  Home: () => 0,
  End: (_c, count) => count - 1,
};

/** Returns the step a key press moves to, or undefined when the pipeline leaves the key alone. */
export function stepForKey(
  key: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean },
  current: number,
  count: number,
): number | undefined {
  // Modified keys belong to the browser and assistive technology (e.g. Alt+Left is "back").
  if (key.altKey || key.ctrlKey || key.metaKey || key.shiftKey || count === 0) return undefined;
  const move = moves[key.key];
  if (move === undefined) return undefined;
  return Math.min(Math.max(move(current, count), 0), count - 1);
}

// Places where arrows and Home/End edit or scroll text, so they are not ours.
const ownKeys =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], .monaco-editor';

/** Reports whether the focused element uses arrow keys itself (a text field, an editor). */
export function keepsOwnKeys(target: EventTarget | null): boolean {
  return (
    typeof Element !== 'undefined' && target instanceof Element && target.closest(ownKeys) !== null
  );
}
