// The problems strip pinned at the bottom of the inputs pane: why the scenario cannot run
// (Errors), likely mistakes with one-click fixes (Problems) and good-practice review (Review), each
// finding a button that selects its place in the editor that shows it.

import { useId, useState } from 'react';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { selectBlockingSection } from '../store/sectionSelectors.ts';
import { FindingDetailsView } from './FindingDetailsView.tsx';
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
      {group.rows.map((row) => (
        <Row
          key={row.finding.id}
          row={row}
          marked={group.id !== 'errors'}
          blocked={blocked}
          onFix={onFix}
        />
      ))}
    </ul>
  );
}

interface RowProps {
  row: StripRow;
  /** Show the severity icon (the Errors group is all errors). */
  marked: boolean;
  blocked: boolean;
  onFix: (row: StripRow) => void;
}

function Row({ row, marked, blocked, onFix }: RowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { finding, span, where } = row;
  const text = `${where === '' ? '' : `${where}: `}${finding.message}`;
  return (
    <li className={`finding finding-${finding.severity}`} data-finding={finding.id}>
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
      {finding.details && (
        <button
          type="button"
          className="finding-more"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Less' : 'Details'}
        </button>
      )}
      {finding.quickFix && (
        <button type="button" className="finding-fix" disabled={blocked} onClick={() => onFix(row)}>
          {finding.quickFix.label}
        </button>
      )}
      {finding.details && open && <FindingDetailsView id={detailsId} details={finding.details} />}
    </li>
  );
}
