import { useEffect } from 'react';
import { usePlayground } from '../store/index.ts';
import styles from './StatusNote.module.css';

/** How long a notice that needs nothing from the person stays on screen. */
const infoMs = 8000;

/** Shows and reads out (politely) the last thing an action told the person. */
export function StatusNote() {
  const notice = usePlayground((s) => s.notice);
  const dismiss = usePlayground((s) => s.dismissNotice);
  useEffect(() => {
    if (notice?.tone !== 'info') return;
    const timer = setTimeout(dismiss, infoMs);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);
  // The live region is always there, so a screen reader notices the text appearing in it.
  return (
    <p
      role="status"
      className={notice?.tone === 'problem' ? `${styles.note} ${styles.problem}` : styles.note}
    >
      {notice?.text}
    </p>
  );
}
