import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScriptCall } from '../../engine/index.ts';
import { evaluateSource, evaluateSourceAsync } from './evaluateSource.ts';
import type { ScenarioSummary } from './evaluation.ts';

const scenario = (file: string) =>
  readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8');

describe('evaluateSource', () => {
  it('gives the same answer for the same text', () => {
    const text = scenario('04-parallel-validation-first-denial.yaml');
    expect(evaluateSource(text)).toEqual(evaluateSource(text));
  });

  it('runs a scenario into a result with what kubectl prints', () => {
    const { evaluation, scenario: summary } = evaluateSource(
      scenario('01-mutating-order-lexical.yaml'),
    );
    expect(evaluation.kind).toBe('result');
    if (evaluation.kind !== 'result') return;
    expect(evaluation.kubectl).toMatch(/created$/);
    expect(summary?.name).toBe('01-mutating-order-lexical');
  });

  it('tells the summary before the run', () => {
    const heard: ScenarioSummary[] = [];
    const answer = evaluateSource(scenario('01-mutating-order-lexical.yaml'), (s) => heard.push(s));
    expect(heard).toEqual([answer.scenario]);
  });

  it('places a YAML error at its line, with no summary', () => {
    const { evaluation, scenario: summary } = evaluateSource('request: {\n');
    expect(summary).toBeUndefined();
    expect(evaluation.kind).toBe('invalid');
    if (evaluation.kind === 'invalid') expect(evaluation.problems[0]?.line).toBeGreaterThan(0);
  });

  it('answers with plain data that survives structured cloning', () => {
    const answer = evaluateSource(scenario('02-sidecar-undone.yaml'));
    expect(structuredClone(answer)).toEqual(answer);
  });
});

describe('evaluateSourceAsync', () => {
  // The shape of conformance/ex-05-delete-script.yaml.
  const scripted = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: delete-with-script
request:
  operation: DELETE
  oldObject: { apiVersion: v1, kind: Secret, metadata: { name: s1, namespace: default } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: protect }
      webhooks:
        - name: protect.example.com
          clientConfig: { url: "https://x/" }
          rules: [{ operations: [DELETE], apiGroups: [""], apiVersions: [v1], resources: [secrets] }]
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  protect.example.com:
    script: |
      export default () => ({ allowed: false })
`;

  it('asks runScript for each script call and runs the chain on its answer', async () => {
    const calls: ScriptCall[] = [];
    const answer = await evaluateSourceAsync(scripted, {
      runScript: (call) => {
        calls.push(call);
        return Promise.resolve({
          kind: 'returned',
          value: { allowed: false, status: { code: 409, message: 'no' } },
          elapsedMs: 0,
          logs: [],
        });
      },
    });
    expect(calls.map((c) => c.webhook)).toEqual(['protect.example.com']);
    expect(answer.evaluation.kind).toBe('result');
    if (answer.evaluation.kind === 'result')
      expect(answer.evaluation.kubectl).toContain('denied the request: no');
  });

  it('answers that scripts are paused when there is no runScript, as a problem at the script', async () => {
    const heard: string[] = [];
    const answer = await evaluateSourceAsync(scripted, { onParsed: (s) => heard.push(s.name) });
    expect(heard).toEqual(['delete-with-script']);
    expect(answer.evaluation).toMatchObject({
      kind: 'invalid',
      problems: [
        {
          message: expect.stringContaining('scripts are paused') as string,
          pointer: '/webhooks/protect.example.com/script',
          paused: true,
        },
      ],
    });
    if (answer.evaluation.kind === 'invalid')
      expect(answer.evaluation.problems[0]?.editorMarked).toBeUndefined();
  });

  it('lists a script syntax error placed in the script, flagged as one the editor marks itself', async () => {
    const broken = scripted.replace('({ allowed: false })', '({ allowed: false )');
    const answer = await evaluateSourceAsync(broken, {
      runScript: () => Promise.reject(new Error('not called')),
    });
    expect(answer.evaluation).toMatchObject({
      kind: 'invalid',
      problems: [
        {
          message: expect.stringMatching(
            /^SyntaxError: .* \(script line 1, column \d+\)$/,
          ) as string,
          line: 21,
          editorMarked: true,
        },
      ],
    });
    if (answer.evaluation.kind === 'invalid')
      expect(answer.evaluation.problems[0]?.paused).toBeUndefined();
  });

  it('flags no other engine error as marked by the editor or paused', () => {
    const { evaluation } = evaluateSource(
      scripted.replace('name: delete-with-script', 'name: delete-with-script\nnope: 1'),
    );
    expect(evaluation.kind).toBe('invalid');
    if (evaluation.kind !== 'invalid') return;
    expect(evaluation.problems.length).toBeGreaterThan(0);
    for (const p of evaluation.problems)
      expect([p.editorMarked, p.paused]).toEqual([undefined, undefined]);
  });

  it('gives the same answer as evaluateSource for a scenario without scripts', async () => {
    const text = scenario('02-sidecar-undone.yaml');
    expect(await evaluateSourceAsync(text)).toEqual(evaluateSource(text));
  });

  it("hands on the run's answer (onRan) before the review is added to it", async () => {
    const text = scenario('02-sidecar-undone.yaml');
    const ran: unknown[] = [];
    const answer = await evaluateSourceAsync(text, { onRan: (a) => ran.push(a) });
    expect(answer.evaluation.kind).toBe('result');
    if (answer.evaluation.kind !== 'result') return;
    const { review: _review, ...withoutReview } = answer.evaluation;
    expect(ran).toEqual([{ ...answer, evaluation: withoutReview }]);
  });
});
