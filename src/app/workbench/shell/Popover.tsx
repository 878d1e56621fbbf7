import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface PopoverProps {
  /** The button's contents. */
  label: ReactNode;
  /** The button's accessible name when its contents are not words enough. */
  ariaLabel?: string;
  className?: string;
  /** The panel's accessible name. */
  title: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A button that opens a panel over the page; Escape or a click elsewhere closes it. The panel stays
 * mounted while closed (hidden), so what it holds — a file input, a form's drafts — keeps its state;
 * a modal dialog opened from it is inside it, so clicks there do not close it.
 */
export function Popover({
  label,
  ariaLabel,
  className,
  title,
  align = 'start',
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <span
      ref={root}
      className="wb-popover-root"
      onKeyDown={(e) => {
        // A modal dialog inside takes its own Escape.
        if (
          !open ||
          e.key !== 'Escape' ||
          (e.target instanceof Element && e.target.closest('dialog') !== null)
        )
          return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div
        id={id}
        className={`wb-popover wb-popover-${align}`}
        role="group"
        aria-label={title}
        hidden={!open}
      >
        {children}
      </div>
    </span>
  );
}
