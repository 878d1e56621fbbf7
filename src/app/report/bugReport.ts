// The Markdown bug report: the scenario link, the request, the configurations and what kubectl
// would print, ready to paste into a GitHub issue.

import { describeEngineError, type ShareCodec } from '../../engine/index.ts';
import type { PlaygroundState } from '../store/index.ts';
import { selectKubectl } from '../store/pipelineSelectors.ts';
import { selectSectionText } from '../store/sectionSelectors.ts';
import {
  selectBug,
  selectErrorLines,
  selectResult,
  selectScenarioSummary,
  selectStopped,
} from '../store/selectors.ts';

/** What goes into a report, as plain values. */
export interface BugReport {
  title: string;
  /** The scenario link, or why there is none. */
  link: { ok: true; url: string } | { ok: false; reason: string };
  /** The request, one `label: value` pair per line. */
  request: readonly (readonly [label: string, value: string])[];
  /** The configurations as YAML documents; undefined while the scenario text is not YAML. */
  configurations: string | undefined;
  /** What kubectl prints; undefined when the scenario does not run. */
  kubectl: string | undefined;
  /** Why the scenario does not run, as `line:column: message` lines. */
  problems: readonly string[];
}

/** Returns a code fence longer than any run of backticks in the text, so the text cannot close it. */
function fence(text: string, info: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${text.replace(/\n$/, '')}\n${marks}`;
}

/** Quotes a value as inline code, whatever backticks it holds. */
function code(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${marks}${pad}${value}${pad}${marks}`;
}

/** Formats a report as Markdown. */
export function formatBugReport(report: BugReport): string {
  const lines = [`### Admission Playground: ${report.title}`, ''];
  lines.push(
    report.link.ok ? `Scenario: ${report.link.url}` : `Scenario: (no link: ${report.link.reason})`,
    '',
  );
  if (report.request.length > 0) {
    lines.push(
      '**Request**',
      '',
      ...report.request.map(([label, value]) => `- ${label}: ${code(value)}`),
      '',
    );
  }
  lines.push('**Configurations**', '');
  lines.push(
    report.configurations === undefined
      ? '(the scenario text is not YAML)'
      : fence(report.configurations, 'yaml'),
    '',
  );
  if (report.kubectl !== undefined) {
    lines.push('**Result** (as kubectl prints it)', '', fence(report.kubectl, 'text'), '');
  } else {
    lines.push(
      '**Result**: the scenario does not run',
      '',
      fence(report.problems.join('\n'), 'text'),
      '',
    );
  }
  lines.push(
    report.link.ok
      ? `Reproduce: \`npx admission-playground run '${report.link.url}'\``
      : 'Reproduce: export the scenario as YAML and run `npx admission-playground run scenario.yaml`',
  );
  return `${lines.join('\n')}\n`;
}

/** The request as the chain saw it (the scenario's own fields while it does not run). */
function requestLines(s: PlaygroundState): [string, string][] {
  const scenario = selectScenarioSummary(s);
  const summary = selectResult(s)?.request;
  const lines: [string, string][] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') lines.push([label, value]);
  };
  add('Operation', summary?.operation ?? scenario?.request.operation);
  if (summary) {
    const { group, version, resource } = summary.resource;
    add('Resource', [group, version, resource].filter(Boolean).join('/'));
  }
  add('Subresource', summary?.subResource ?? scenario?.request.subResource);
  add('Namespace', summary?.namespace ?? scenario?.request.namespace);
  add('Name', summary?.name ?? scenario?.request.name);
  const user = scenario?.request.userInfo;
  add('User', user?.username);
  add('Groups', user?.groups.join(', '));
  if (summary?.dryRun ?? scenario?.request.dryRun) add('Dry run', 'true');
  add('Kubernetes', scenario?.kubernetesVersion);
  return lines;
}

/** Collects a report from the store's state; `page` is the page's address without its fragment. */
export function bugReportOf(
  s: PlaygroundState,
  page: string,
  codec: Pick<ShareCodec, 'encodeShareLink'>,
): BugReport {
  const scenario = selectScenarioSummary(s);
  const encoded = codec.encodeShareLink(s.source);
  const bug = selectBug(s);
  const stopped = selectStopped(s);
  return {
    title: scenario?.title ?? scenario?.name ?? 'scenario',
    link: encoded.ok
      ? { ok: true, url: `${page}#${encoded.value}` }
      : { ok: false, reason: encoded.error.map(describeEngineError).join('; ') },
    request: requestLines(s),
    configurations: selectSectionText('configurations')(s),
    kubectl: selectKubectl(s),
    problems:
      bug !== undefined
        ? [`the playground failed: ${bug}`]
        : stopped !== undefined
          ? [stopped]
          : selectErrorLines(s),
  };
}
