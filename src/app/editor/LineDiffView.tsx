// The diff before Monaco's diff editor arrives: one line each, marked `+ `, `- ` or `  `.

import { useMemo } from 'react';
import styles from './editor.module.css';
import { lineDiff } from './lineDiff.ts';

const MARK = { same: '  ', added: '+ ', removed: '- ' } as const;
const CLASS = { same: undefined, added: styles.added, removed: styles.removed };

/** Shows the lines `after` added to and removed from `before`. */
export function LineDiffView({ before, after }: { before: string; after: string }) {
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  return (
    <pre className={styles.lineDiff}>
      {lines.map((line, i) => (
        <span key={i} className={CLASS[line.kind]} data-kind={line.kind}>
          {MARK[line.kind]}
          {line.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
