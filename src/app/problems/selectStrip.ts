// The problems strip as the page shows it: every provider's findings by group, each placed in the
// editor that shows it. Derived from the text and the engine's last answer, recomputed only when
// one of them (or the tab on show) changes.

import type { PlaygroundState } from '../store/index.ts';
import { selectSectionText } from '../store/sectionSelectors.ts';
import { sections } from '../store/sections/sectionIds.ts';
import { selectEvaluation, selectScenarioSummary } from '../store/selectors.ts';
import { findingGroups, problemContext } from './findings.ts';
import { placeSpan } from './placeSpan.ts';
import type { Finding, FindingSpan, ProblemGroupId } from './providers.ts';

/** One finding with its place in an editor, written as `Object 9:18` (empty when it has none). */
export interface StripRow {
  finding: Finding;
  span: FindingSpan | undefined;
  where: string;
}

/** One group of the strip. */
export interface StripGroup {
  id: ProblemGroupId;
  label: string;
  rows: readonly StripRow[];
}

/** The strip's groups and the text their quick fixes splice. */
export interface Strip {
  source: string;
  groups: readonly StripGroup[];
  /** How many findings each editor holds, for the tabs' badges. */
  counts: Readonly<Partial<Record<FindingSpan['target'], number>>>;
}

const whereOf = (span: FindingSpan | undefined): string =>
  span === undefined
    ? ''
    : `${span.target === 'scenario' ? '' : `${sections[span.target].label} `}${String(span.line)}:${String(span.column)}`;

function build(s: PlaygroundState): Strip {
  const context = problemContext(s.source, selectEvaluation(s), selectScenarioSummary(s));
  const texts = {
    source: s.source,
    doc: context.doc,
    sectionText: (id: Parameters<typeof selectSectionText>[0]) => selectSectionText(id)(s),
    inScenarioTab: s.inputTab === 'scenario',
  };
  const counts: Partial<Record<FindingSpan['target'], number>> = {};
  const groups = findingGroups(context).map((g) => ({
    id: g.id,
    label: g.label,
    rows: g.findings.map((finding) => {
      const span = finding.place && placeSpan(finding.place, texts);
      if (span) counts[span.target] = (counts[span.target] ?? 0) + 1;
      return { finding, span, where: whereOf(span) };
    }),
  }));
  return { source: s.source, groups, counts };
}

let last: { key: readonly unknown[]; strip: Strip } | undefined;

/** Selects the strip; the same object while its inputs are the same. */
export function selectStrip(s: PlaygroundState): Strip {
  const key = [s.source, s.evaluated, s.sectionEdit, s.inputTab === 'scenario'] as const;
  if (last === undefined || key.some((k, i) => !Object.is(k, last?.key[i])))
    last = { key, strip: build(s) };
  return last.strip;
}
