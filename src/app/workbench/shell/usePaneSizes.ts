import { useEffect, useState } from 'react';
import {
  clampPaneSizes,
  defaultPaneSizes,
  loadPaneSizes,
  savePaneSizes,
  type PaneSizes,
} from './paneSizes.ts';

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** The side panes' widths: remembered across visits, kept within the window as it resizes. */
export function usePaneSizes(): [PaneSizes, (next: Partial<PaneSizes>) => void] {
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' ? 1440 : window.innerWidth,
  );
  // Undefined until the person resizes a pane: the defaults follow the window.
  const [sizes, setSizes] = useState(() => loadPaneSizes(storage()));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const resize = (next: Partial<PaneSizes>) =>
    setSizes((old) => {
      const clamped = clampPaneSizes({ ...(old ?? defaultPaneSizes(width)), ...next }, width);
      savePaneSizes(storage(), clamped);
      return clamped;
    });
  return [clampPaneSizes(sizes ?? defaultPaneSizes(width), width), resize];
}
