// A modal <dialog>: the browser keeps focus in it, closes it on Escape and puts focus back.
// The element marked data-autofocus takes focus when it opens, else the first one that can.

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called when the dialog closes, by Escape or by one of its buttons. */
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
}

/** Shows its children in a modal dialog while `open`. */
export function Modal({ open, onClose, labelledBy, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs before the dialog is shown, so a child asks with data-autofocus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.modal} aria-labelledby={labelledBy} onClose={onClose}>
      {open && children}
    </dialog>
  );
}
