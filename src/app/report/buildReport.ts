// Builds the report text for the current scenario: the report builder and the link codec load
// on first use (the first result needs neither), and the report waits for the engine's answer
// to the current text, which right after an edit may still be on its way.

import { loadShareCodec } from '../../engine/index.ts';
import { whenEvaluated } from '../evaluation/whenEvaluated.ts';
import { playgroundStore } from '../store/index.ts';

/** The report as Markdown, and its title for an issue. */
export interface ReportText {
  title: string;
  markdown: string;
}

/** Builds the Markdown report of the store's scenario, for the page at its current address. */
export async function buildReport(): Promise<ReportText> {
  const [codec, { bugReportOf }, { formatBugReport }, state] = await Promise.all([
    loadShareCodec(),
    import('./bugReport.ts'),
    import('./formatBugReport.ts'),
    whenEvaluated(playgroundStore),
  ]);
  const report = bugReportOf(state, `${location.origin}${location.pathname}`, codec);
  return { title: report.title, markdown: formatBugReport(report) };
}
