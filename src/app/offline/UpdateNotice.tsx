import styles from './UpdateNotice.module.css';

export interface UpdateNoticeProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** Says a newer version of the site is installed, with Reload (switch now) and Later. */
export function UpdateNotice({ onReload, onDismiss }: UpdateNoticeProps) {
  return (
    <section className={styles.notice} role="status" aria-label="Update available">
      <p>A new version of the playground is ready. Your work is kept.</p>
      <button type="button" onClick={onReload}>
        Reload
      </button>
      <button type="button" onClick={onDismiss}>
        Later
      </button>
    </section>
  );
}
