import { loadShareCodec } from '../../engine/index.ts';
import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { bugReportOf, formatBugReport, type BugReport } from './bugReport.ts';

const { encodeShareLink } = await loadShareCodec();

const report: BugReport = {
  title: 'deny pods',
  link: { ok: true, url: 'https://example.test/play/#v1.abc' },
  request: [
    ['Operation', 'CREATE'],
    ['User', 'alice'],
  ],
  configurations: 'kind: ValidatingWebhookConfiguration\n',
  kubectl: 'Error from server (Forbidden): no\n',
  problems: [],
};

describe('formatBugReport', () => {
  it('writes the title, link, request, configurations, result and how to reproduce', () => {
    expect(formatBugReport(report)).toBe(
      [
        '### Admission Playground: deny pods',
        '',
        'Scenario: https://example.test/play/#v1.abc',
        '',
        '**Request**',
        '',
        '- Operation: `CREATE`',
        '- User: `alice`',
        '',
        '**Configurations**',
        '',
        '```yaml',
        'kind: ValidatingWebhookConfiguration',
        '```',
        '',
        '**Result** (as kubectl prints it)',
        '',
        '```text',
        'Error from server (Forbidden): no',
        '```',
        '',
        "Reproduce: `npx admission-playground run 'https://example.test/play/#v1.abc'`",
        '',
      ].join('\n'),
    );
  });

  it('says why there is no link and still writes the report', () => {
    const text = formatBugReport({ ...report, link: { ok: false, reason: 'too long' } });
    expect(text).toContain('Scenario: (no link: too long)');
    expect(text).toContain('```yaml\nkind: ValidatingWebhookConfiguration\n```');
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

  it('fences text holding backticks so it cannot close the block', () => {
    const text = formatBugReport({
      ...report,
      configurations: 'a: "```"\n',
      request: [['Name', '`x`']],
    });
    expect(text).toContain('````yaml\na: "```"\n````');
    expect(text).toContain('- Name: `` `x` ``');
  });
});

describe('bugReportOf', () => {
  it('collects the example: its request, configurations and the denial kubectl prints', () => {
    const r = bugReportOf(createEvaluatedStore().getState(), 'https://example.test/', {
      encodeShareLink,
    });
    expect(r.title).toBe('A mutating webhook adds a label, a validating webhook denies');
    expect(r.request).toEqual(
      expect.arrayContaining([
        ['Operation', 'CREATE'],
        ['Resource', 'v1/pods'],
        ['Namespace', 'team-a'],
        ['Name', 'web'],
        ['User', 'alice'],
      ]),
    );
    expect(r.configurations).toMatch(/kind: ValidatingWebhookConfiguration/);
    expect(r.kubectl).toMatch(
      /^Error from server \(Forbidden\): admission webhook "deny.example.com" denied/m,
    );
    if (r.link.ok) expect(r.link.url).toMatch(/^https:\/\/example\.test\/#v/);
    else expect(r.link.reason).not.toBe('');
  });

  it('reports the errors of a scenario that does not run', () => {
    const store = createEvaluatedStore({
      source: 'apiVersion: playground.admission/v1\nkind: AdmissionScenario\nrespnse: 1\n',
    });
    const r = bugReportOf(store.getState(), 'https://example.test/', { encodeShareLink });
    expect(r.kubectl).toBeUndefined();
    expect(r.problems.length).toBeGreaterThan(0);
  });
});
