import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../../engine/index.ts';
import { evaluateSource } from '../evaluation/evaluateSource.ts';
import { sampleScenario } from '../sampleScenario.ts';
import { extractSections } from '../store/sections/extractSections.ts';
import { stepHighlights } from './stepHighlights.ts';

const traceOf = (source: string): TraceEntry[] => {
  const e = evaluateSource(source).evaluation;
  if (e.kind !== 'result') throw new Error(e.kind);
  return e.result.trace;
};

/** The lines a highlight covers, first to last. */
const lines = (text: string, h: { line: number; endLine: number }) =>
  text.split('\n').slice(h.line - 1, h.endLine);

describe('stepHighlights', () => {
  const trace = traceOf(sampleScenario);
  const deny = trace.find((e) => e.webhook === 'deny.example.com');
  const labeler = trace.find((e) => e.webhook === 'labeler.example.com');
  const configurations = extractSections(sampleScenario)!.configurations;

  it('marks the webhook’s block and its matched rule in the Configurations text', () => {
    const [block, rule, ...rest] = stepHighlights(configurations, deny);
    expect(rest).toEqual([]);
    expect(block?.kind).toBe('step-block');
    expect(lines(configurations, block!)[0]).toBe('  - name: deny.example.com');
    expect(lines(configurations, block!).at(-1)).toBe('    failurePolicy: Fail');
    expect(rule?.kind).toBe('step-rule');
    expect(lines(configurations, rule!)).toEqual([
      '      - operations: [CREATE, UPDATE]',
      '        apiGroups: [""]',
      '        apiVersions: [v1]',
      '        resources: [pods]',
    ]);
  });

  it('finds the same block in the whole scenario, for the mutating webhook', () => {
    const [block] = stepHighlights(sampleScenario, labeler);
    expect(lines(sampleScenario, block!)[0]).toBe('        - name: labeler.example.com');
  });

  it('marks nothing for a built-in plugin, nor for a configuration the text does not hold', () => {
    expect(
      stepHighlights(
        configurations,
        trace.find((e) => e.plugin === 'NamespaceLifecycle'),
      ),
    ).toEqual([]);
    expect(stepHighlights('kind: Pod\n', deny)).toEqual([]);
    expect(stepHighlights(configurations, undefined)).toEqual([]);
  });

  it('marks a policy and its binding, with the rules each matched', () => {
    const source = `request:
  operation: CREATE
  namespace: default
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: p }
      spec:
        matchConstraints:
          resourceRules:
            - { apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments] }
            - { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }
        validations: [{ expression: "true" }]
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: b }
      spec: { policyName: p, validationActions: [Deny] }
`;
    const entry = traceOf(source).find((e) => e.policy === 'p');
    const marks = stepHighlights(source, entry);
    expect(marks.map((m) => [m.kind, lines(source, m)[0]?.trim()])).toEqual([
      ['step-block', '- apiVersion: admissionregistration.k8s.io/v1'],
      [
        'step-rule',
        '- { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }',
      ],
      ['step-block', '- apiVersion: admissionregistration.k8s.io/v1'],
    ]);
    expect(marks[2]?.line).toBe(16);
  });
});
