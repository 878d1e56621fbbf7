import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// Past this the map's type is larger than the narration's; below it, it shrinks to fit.
const MAX_SCALE = 1.6;

/**
 * Draws its children at a fixed width and scales them to fit the space it has, whole and centred,
 * so the map reads the same at 1280×720 and 1920×1080 and never scrolls on a projector.
 */
export function FitStage({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 1, left: 0 });
  useLayoutEffect(() => {
    const box = outer.current;
    const stage = inner.current;
    if (!box || !stage) return;
    const measure = () => {
      const width = stage.offsetWidth;
      const height = stage.scrollHeight;
      if (width === 0 || height === 0) return;
      const scale = Math.min(box.clientWidth / width, box.clientHeight / height, MAX_SCALE);
      const left = Math.max(0, (box.clientWidth - width * scale) / 2);
      setFit((old) =>
        Math.abs(old.scale - scale) < 0.001 && Math.abs(old.left - left) < 0.5
          ? old
          : { scale, left },
      );
    };
    // The stage's own size ignores its transform, so observing both cannot loop.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(stage);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className="present-fit">
      <div
        ref={inner}
        className="present-stage"
        data-scale={fit.scale.toFixed(3)}
        style={{ transform: `scale(${String(fit.scale)})`, left: `${String(fit.left)}px` }}
      >
        {children}
      </div>
    </div>
  );
}
