// Space plays the map: the steps on show, one after the other in call order, from the selected
// one (or from the start when it is the last), until the end, a second Space or Escape.

/** How long each step stays selected while playing. */
export const PLAY_STEP_MS = 1200;

/** Where playing starts: the selected step, or the first when the selected one is the last. */
export function playStart(order: readonly number[], current: number): number | undefined {
  const at = order.indexOf(current);
  return at < 0 || at === order.length - 1 ? order[0] : current;
}

/** The step after `current` in call order; undefined at the end (playing stops there). */
export function playNext(order: readonly number[], current: number): number | undefined {
  const at = order.indexOf(current);
  if (at < 0) return order.find((p) => p > current);
  return order[at + 1];
}
