// The problems strip's plug-in point. A provider looks at the scenario text (and the engine's
// last answer for it) and returns findings; the strip shows them in its provider's group, marks
// them in the editors, moves the cursor to them on click or Enter, and applies a finding's quick
// fix as one undoable edit. Providers are pure functions of their context: no store, no React.
//
// To add one: write `find(context)` in a file of its own under src/app/problems/, then list the
// provider in registry.ts. A provider of the "review" group (good-practice checks, issue 21) is
// written exactly like the "problems" ones (namespaceMismatch.ts is a short example).

import type { Document } from 'yaml';
import type { JsonValue } from '../../engine/index.ts';
import type { Evaluation, ScenarioSummary } from '../evaluation/evaluation.ts';
import type { ProblemTarget } from '../store/problems.ts';

/** The strip's groups, in the order it shows them. */
export const problemGroups = [
  { id: 'errors', label: 'Errors' },
  { id: 'problems', label: 'Problems' },
  { id: 'review', label: 'Review' },
] as const;

/** One of the strip's groups: why the scenario cannot run, likely mistakes, good-practice review. */
export type ProblemGroupId = (typeof problemGroups)[number]['id'];

/** How bad a finding is; 'error' findings are also what blocks a run (the Errors group). */
export type FindingSeverity = 'error' | 'warning' | 'info';

/** A span in one editor's text, 1-based like Monaco's markers and the engine's spans. */
export interface FindingSpan {
  target: ProblemTarget;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * Where a finding is. A JSON pointer into the scenario is best: the strip finds the node in
 * whichever editor shows it (a section or the whole scenario). A span is for what has no pointer
 * (a YAML syntax error).
 */
export type FindingPlace =
  | {
      pointer: string;
      /** Mark the mapping key the pointer ends at (a misspelt key), not its value. */
      key?: true;
    }
  | FindingSpan;

/** One splice of the scenario text: the characters [from, to) of `ProblemContext.source` become `text`. */
export interface TextEdit {
  from: number;
  to: number;
  text: string;
}

/**
 * A fix the person can apply with one click: the strip applies `edit` to the text it was computed
 * from as one step of the undo history. An edit touches only the node it fixes (edits.ts builds
 * them from the yaml library's node ranges), so comments and every other byte stay as written.
 */
export interface QuickFix {
  /** What the button says ("Use namespace payments"). */
  label: string;
  edit: TextEdit;
}

/** The upstream guidance a finding follows: the page, the section title as written, its address. */
export interface FindingGuidance {
  page: string;
  section: string;
  url: string;
}

/**
 * The longer story of a finding, shown when the person expands its row (a disclosure). Optional:
 * a finding without it is one line. The strip only links to `guidance.url`; nothing is fetched.
 */
export interface FindingDetails {
  /** Why it matters, in a sentence or two. */
  why: string;
  guidance?: FindingGuidance;
  /**
   * Two objects shown as a line diff (key order ignored): for a mutating webhook that is not
   * idempotent, its first output and what its answer makes of that output. `after` is absent when
   * the second answer denied.
   */
  diff?: { before: JsonValue; after?: JsonValue };
}

/** One thing the strip lists. */
export interface Finding {
  /** Unique within its group and stable while the same thing is wrong (a React key, a test id). */
  id: string;
  severity: FindingSeverity;
  /** One sentence in our message style: lower case, no final period, names in quotes. */
  message: string;
  place?: FindingPlace;
  quickFix?: QuickFix;
  /** Shown when the row is expanded. */
  details?: FindingDetails;
}

/** What a provider looks at. */
export interface ProblemContext {
  /** The scenario text now (the one truth); quick fixes are offsets into it. */
  source: string;
  /** `source` parsed by the yaml library (failsafe schema, so scalars keep their text; node ranges are offsets into `source`); undefined when it is not YAML. */
  doc: Document.Parsed | undefined;
  /** The engine's last answer. It may be for an older text while the engine works on this one. */
  evaluation: Evaluation;
  /** What the engine worker read from that answer's scenario (its summary and facts); undefined when it did not parse. */
  scenario: ScenarioSummary | undefined;
}

/** A source of findings for one group of the strip. */
export interface ProblemProvider {
  group: ProblemGroupId;
  /** Names the provider (tests, and the ids of its findings). */
  name: string;
  find: (context: ProblemContext) => readonly Finding[];
}
