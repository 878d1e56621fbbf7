// Why the scenario cannot run right now, each problem placed in the editor that shows it.

import type { SectionId } from './sections/sectionIds.ts';

/** Where a problem is marked: the whole-scenario editor or one section editor. */
export type ProblemTarget = 'scenario' | SectionId;

/** One reason the scenario cannot run, with its 1-based place in its editor's text when known. */
export interface Problem {
  target: ProblemTarget;
  message: string;
  /** The JSON pointer into the scenario, for engine errors that have one. */
  pointer?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /**
   * The editor marks it itself (a script's syntax error: editor/script/scriptInEditor.ts, owner
   * 'script'), so the page draws no second marker; the problems list still lists it.
   */
  editorMarked?: true;
  /** The run stopped at a script webhook because scripts are paused (a link's, not allowed yet): nothing is wrong with the text. */
  paused?: true;
}
