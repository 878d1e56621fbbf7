import { describe, expect, it } from 'vitest';
import type { BugReport } from './bugReport.ts';
import { formatBugReport } from './formatBugReport.ts';

const report: BugReport = {
  title: 'deny pods',
  kubernetesVersion: '1.33',
  request: 'CREATE pods/web as alice · 1.33 · dry run off',
  link: { ok: true, url: 'https://example.test/play/#v2.abc' },
  object: 'kind: Pod\n',
  configurations: 'kind: ValidatingWebhookConfiguration\n',
  webhooks: '',
  trace: [{ step: 1, who: 'a|b', round: '0', outcome: 'patched', patch: 'add /x|y' }],
  kubectl: 'Error from server (Forbidden): no\n',
  problems: [],
  source: 'kind: AdmissionScenario\n',
};

describe('formatBugReport', () => {
  it('says why there is no link and how to reproduce without one', () => {
    const text = formatBugReport({ ...report, link: { ok: false, reason: 'too long' } });
    expect(text).toContain('- **Link:** none (too long)');
    expect(text).toContain('Reproduce: export the scenario as YAML');
  });

  it('lists why the scenario does not run in place of the result', () => {
    const text = formatBugReport({
      ...report,
      kubectl: undefined,
      problems: ['3:1: unknown field "respnse"'],
    });
    expect(text).toContain(
      '**Result**: the scenario does not run\n\n```text\n3:1: unknown field "respnse"\n```',
    );
  });

  it('says "(none)" for an empty section and that text which is not YAML has none', () => {
    expect(formatBugReport(report)).toContain('**Webhook answers**\n\n(none)\n');
    expect(formatBugReport({ ...report, object: undefined })).toContain(
      '**Object**\n\n(the scenario text is not YAML)\n',
    );
  });

  it('escapes pipes in table cells so a row keeps its columns', () => {
    expect(formatBugReport(report)).toContain('| 1 | a\\|b | 0 | patched | `add /x\\|y` |');
  });

  it('leaves the trace out when there is none', () => {
    expect(formatBugReport({ ...report, trace: [] })).not.toContain('**Trace**');
  });

  it('fences text holding backticks so it cannot close the block', () => {
    const text = formatBugReport({
      ...report,
      configurations: 'a: "```"\n',
      request: '`x`',
    });
    expect(text).toContain('````yaml\na: "```"\n````');
    expect(text).toContain('- **Request:** `` `x` ``');
  });
});
