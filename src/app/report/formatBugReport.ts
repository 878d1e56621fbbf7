// Writes a bug report as GitHub-flavoured Markdown: a heading, the facts as a list, the inputs as
// YAML blocks, the trace as a table, kubectl's text, the replay line, and the scenario folded.

import type { BugReport } from './bugReport.ts';
import { cell, code, fence } from './markdownText.ts';

/** A YAML block, or a note saying why there is none. */
function yamlBlock(text: string | undefined, none: string): string {
  if (text === undefined) return '(the scenario text is not YAML)';
  return text.trim() === '' ? none : fence(text, 'yaml');
}

/** Formats a report as Markdown. */
export function formatBugReport(report: BugReport): string {
  const lines = [`### Admission Playground: ${report.title}`, ''];
  if (report.kubernetesVersion !== undefined)
    lines.push(`- **Kubernetes:** ${report.kubernetesVersion}`);
  if (report.request !== undefined) lines.push(`- **Request:** ${code(report.request)}`);
  lines.push(
    report.link.ok ? `- **Link:** ${report.link.url}` : `- **Link:** none (${report.link.reason})`,
  );
  if (report.stepLink !== undefined)
    lines.push(
      `- **Link at step ${String(report.stepLink.step)}** (${report.stepLink.name}): ${report.stepLink.url}`,
    );
  lines.push('');
  lines.push('**Object**', '', yamlBlock(report.object, '(none)'), '');
  lines.push('**Configurations and policies**', '', yamlBlock(report.configurations, '(none)'), '');
  lines.push('**Webhook answers**', '', yamlBlock(report.webhooks, '(none)'), '');
  if (report.trace.length > 0) {
    lines.push(
      '**Trace**',
      '',
      '| Step | Webhook / plugin | Round | Outcome | Patch operations |',
      '| ---: | --- | ---: | --- | --- |',
      ...report.trace.map(
        (r) =>
          `| ${String(r.step)} | ${cell(r.who)} | ${r.round} | ${cell(r.outcome)} | ${r.patch === '' ? '' : cell(code(r.patch))} |`,
      ),
      '',
    );
  }
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
    '',
    '<details>',
    '<summary>The whole scenario (YAML)</summary>',
    '',
    fence(report.source, 'yaml'),
    '',
    '</details>',
  );
  return `${lines.join('\n')}\n`;
}
