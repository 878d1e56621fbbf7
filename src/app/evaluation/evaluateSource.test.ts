import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateSource } from './evaluateSource.ts';
import type { ScenarioSummary } from './evaluation.ts';

const scenario = (file: string) => readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8');

describe('evaluateSource', () => {
  it('gives the same answer for the same text', () => {
    const text = scenario('04-parallel-validation-first-denial.yaml');
    expect(evaluateSource(text)).toEqual(evaluateSource(text));
  });

  it('runs a scenario into a result with what kubectl prints', () => {
    const { evaluation, scenario: summary } = evaluateSource(scenario('01-mutating-order-lexical.yaml'));
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
