// The inputs' and inspector's widths, remembered in localStorage. The map takes what is left,
// so neither side may squeeze it below its minimum.

/** Widths in CSS pixels. */
export interface PaneSizes {
  inputs: number;
  inspector: number;
}

/** The sizes before the person drags: shares of the window, so a laptop's map keeps its room. */
export const defaultPaneSizes = (width: number): PaneSizes => ({
  inputs: Math.round(width * 0.28),
  inspector: Math.round(width * 0.3),
});

const key = 'admission-playground:pane-sizes';
const minPane = 240;
const minMap = 360;

/** Keeps each side pane at least `minPane` wide and leaves the map `minMap` of `width`. */
export function clampPaneSizes(sizes: PaneSizes, width: number): PaneSizes {
  const room = Math.max(2 * minPane, width - minMap);
  const inputs = Math.min(Math.max(minPane, Math.round(sizes.inputs)), room - minPane);
  const inspector = Math.min(Math.max(minPane, Math.round(sizes.inspector)), room - inputs);
  return { inputs, inspector };
}

/** Reads the remembered sizes; undefined when there are none or they are not ours. */
export function loadPaneSizes(
  storage: Pick<Storage, 'getItem'> | undefined,
): PaneSizes | undefined {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { inputs, inspector } = raw as Record<string, unknown>;
    return typeof inputs === 'number' &&
      typeof inspector === 'number' &&
      Number.isFinite(inputs) &&
      Number.isFinite(inspector)
      ? { inputs, inspector }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the sizes; a full or refused storage only loses the memory. */
export function savePaneSizes(
  storage: Pick<Storage, 'setItem'> | undefined,
  sizes: PaneSizes,
): void {
  try {
    storage?.setItem(key, JSON.stringify(sizes));
  } catch {
    /* private mode or full: the sizes hold until the page closes */
  }
}
