// The Markdown bug report (issue 20): everything a maintainer needs to see the bug without
// opening anything — the title, the Kubernetes version, the request as a sentence, the object,
// the configurations and policies, the webhook answers, a compact trace, what kubectl prints —
// and everything needed to replay it: the link (and the link at the step in view), the CLI line,
// and the whole scenario in a collapsed <details>.

import { describeEngineError, type ShareCodec } from '../../engine/index.ts';
import { pipelineSteps } from '../pipeline/pipelineSteps.ts';
import { stepTitle } from '../pipeline/stepText.ts';
import type { PlaygroundState } from '../store/index.ts';
import { selectKubectl } from '../store/pipelineSelectors.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { selectSectionText } from '../store/sectionSelectors.ts';
import {
  selectBug,
  selectErrorLines,
  selectResult,
  selectScenarioSummary,
  selectStopped,
} from '../store/selectors.ts';
import { requestSentence } from '../workbench/shell/topBarText.ts';
import { selectTitle, UNTITLED } from './scenarioTitle.ts';
import { traceRows, type TraceRow } from './traceRows.ts';

/** A link, or why there is none. */
export type ReportLink = { ok: true; url: string } | { ok: false; reason: string };

/** What goes into a report, as plain values. */
export interface BugReport {
  title: string;
  kubernetesVersion: string | undefined;
  /** The request as the top bar says it ("CREATE pods/web in team-a as alice · 1.32 · dry run off"). */
  request: string | undefined;
  link: ReportLink;
  /** The link at the step in view, with the step's number and name; absent at the first step. */
  stepLink?: { step: number; name: string; url: string };
  /** The editors' texts; undefined while the scenario text is not YAML, '' when empty. */
  object: string | undefined;
  configurations: string | undefined;
  webhooks: string | undefined;
  trace: readonly TraceRow[];
  /** What kubectl prints; undefined when the scenario does not run. */
  kubectl: string | undefined;
  /** Why the scenario does not run, as `line:column: message` lines. */
  problems: readonly string[];
  /** The whole scenario text, as typed. */
  source: string;
}

/** Collects a report from the store's state; `page` is the page's address without its fragment. */
export function bugReportOf(
  s: PlaygroundState,
  page: string,
  codec: Pick<ShareCodec, 'encodeShareLink'>,
): BugReport {
  const scenario = selectScenarioSummary(s);
  const result = selectResult(s);
  const fields = selectRequestFields(s);
  const linkAt = (step?: number): ReportLink => {
    const encoded = codec.encodeShareLink(s.source, step === undefined ? undefined : { step });
    return encoded.ok
      ? { ok: true, url: `${page}#${encoded.value}` }
      : { ok: false, reason: encoded.error.map(describeEngineError).join('; ') };
  };
  const link = linkAt();
  const steps = result === undefined ? [] : pipelineSteps(result).steps;
  const selected = steps[s.selectedStep];
  const stepLink = selected !== undefined && s.selectedStep > 0 ? linkAt(s.selectedStep) : link;
  const bug = selectBug(s);
  const stopped = selectStopped(s);
  return {
    title: selectTitle(s) ?? UNTITLED,
    kubernetesVersion: scenario?.kubernetesVersion,
    request: fields === undefined ? undefined : requestSentence(fields, result?.request),
    link,
    ...(selected !== undefined &&
      s.selectedStep > 0 &&
      stepLink.ok && {
        stepLink: { step: s.selectedStep + 1, name: stepTitle(selected), url: stepLink.url },
      }),
    object: selectSectionText('object')(s),
    configurations: selectSectionText('configurations')(s),
    webhooks: selectSectionText('webhooks')(s),
    trace: result === undefined ? [] : traceRows(result),
    kubectl: selectKubectl(s),
    problems:
      bug !== undefined
        ? [`the playground failed: ${bug}`]
        : stopped !== undefined
          ? [stopped]
          : selectErrorLines(s),
    source: s.source,
  };
}
