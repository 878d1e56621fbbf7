// The problems strip pinned at the bottom of the inputs pane: why the scenario cannot run
// (Errors), likely mistakes with one-click fixes (Problems) and good-practice review (Review), each
// finding a button that selects its place in the editor that shows it.

import { useId } from 'react';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectBlockingSection } from '../store/sectionSelectors.ts';
import type { FindingSeverity } from './providers.ts';
import { selectStrip, type StripGroup, type StripRow } from './selectStrip.ts';
import './problems.css';

const icons: Record<FindingSeverity, string> = { error: '✗', warning: '⚠', info: 'ℹ' };

/** Lists every finding of the scenario, grouped; nothing when there is none. */
export function ProblemsStrip() {
  const strip = usePlayground(selectStrip);
  const blocked = usePlayground((s) => selectBlockingSection(s) !== undefined);
  const groups = strip.groups.filter((g) => g.rows.length > 0);
  if (groups.length === 0) return null;
  const fix = (row: StripRow) => {
    const quickFix = row.finding.quickFix;
    if (quickFix) playgroundStore.getState().applySourceEdit(strip.source, quickFix.edit);
  };
  return (
    <div className="problems-strip">
      {groups.map((g) =>
        g.id === 'errors' ? (
          // Errors keep the alert the page always had: they stop the run.
          <div key={g.id} role="alert" aria-label="Scenario errors" className="error-list">
            <Rows group={g} blocked={blocked} onFix={fix} />
          </div>
        ) : (
          <Group key={g.id} group={g} blocked={blocked} onFix={fix} />
        ),
      )}
    </div>
  );
}

interface RowsProps {
  group: StripGroup;
  /** A section's text does not parse yet: no fix can be applied until it does. */
  blocked: boolean;
  onFix: (row: StripRow) => void;
}

function Group(props: RowsProps) {
  const titleId = useId();
  const { group } = props;
  return (
    <section className={`problems-group problems-${group.id}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="problems-title">
        {group.label} ({group.rows.length})
      </h3>
      <Rows {...props} />
    </section>
  );
}

function Rows({ group, blocked, onFix }: RowsProps) {
  return (
    <ul className="problems-list">
      {group.rows.map((row) => {
        const { finding, span, where } = row;
        const text = `${where === '' ? '' : `${where}: `}${finding.message}`;
        const marked = group.id !== 'errors';
        return (
          <li
            key={finding.id}
            className={`finding finding-${finding.severity}`}
            data-finding={finding.id}
          >
            {marked && (
              <span className="finding-icon" aria-hidden="true">
                {icons[finding.severity]}
              </span>
            )}
            {marked && <span className="visually-hidden">{finding.severity}: </span>}
            {span === undefined ? (
              <span className="finding-text">{text}</span>
            ) : (
              <button
                type="button"
                className="finding-go"
                title="Show it in the editor"
                onClick={() => playgroundStore.getState().revealInEditor(span)}
              >
                {text}
              </button>
            )}
            {finding.quickFix && (
              <button
                type="button"
                className="finding-fix"
                disabled={blocked}
                onClick={() => onFix(row)}
              >
                {finding.quickFix.label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
