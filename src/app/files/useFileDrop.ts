// Drag-and-drop of a file anywhere on the page. Listening on the window in the capture phase
// keeps a dropped file away from the editors (Monaco would insert its path) and from the browser
// (which would navigate to it).

import { useEffect, useState } from 'react';

const carriesFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;

/** Calls `onFile` with a file dropped on the page; returns whether a file is being dragged over it. */
export function useFileDrop(onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when it left.
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.stopPropagation();
      depth = 0;
      setDragging(false);
      const file = e.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    const listeners = [
      ['dragenter', enter],
      ['dragover', over],
      ['dragleave', leave],
      ['drop', drop],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    };
  }, [onFile]);
  return dragging;
}
