import { describe, expect, it } from 'vitest';
import { evaluateSourceAsync } from '../evaluation/evaluateSource.ts';
import type { EngineAnswer } from '../evaluation/evaluation.ts';
import { createPlaygroundStore } from './index.ts';
import type { Problem } from './problems.ts';
import { selectMarkers } from './sectionSelectors.ts';
import { selectErrorLines } from './selectors.ts';

// A script with a syntax error: the run reports it (an engine error of kind 'script'), and the
// editors mark it themselves (editor/script/scriptInEditor.ts), so the page must not mark it again.
const broken = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: broken-script
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
      export default () => ({ allowed: false )
`;

const storeWith = (answer: EngineAnswer) =>
  createPlaygroundStore({ source: broken, evaluated: { source: broken, ...answer } });

const withoutFlag = (answer: EngineAnswer): EngineAnswer => {
  if (answer.evaluation.kind !== 'invalid') throw new Error('the broken script runs');
  const problems = answer.evaluation.problems.map(({ editorMarked: _, ...p }): Problem => p);
  return { ...answer, evaluation: { kind: 'invalid', problems } };
};

describe('selectMarkers', () => {
  it('leaves a script syntax error to the editor that marks it, and still lists it', async () => {
    const answer = await evaluateSourceAsync(broken, {
      runScript: () => Promise.reject(new Error('not called')),
    });
    const store = storeWith(answer);
    expect(selectErrorLines(store.getState())).toEqual([
      expect.stringMatching(/^21:\d+: SyntaxError: /),
    ]);
    expect(selectMarkers('scenario')(store.getState())).toEqual([]);
    expect(selectMarkers('webhooks')(store.getState())).toEqual([]);
  });

  it('marks the same error in both editors when the editor does not mark it itself', async () => {
    const answer = withoutFlag(
      await evaluateSourceAsync(broken, {
        runScript: () => Promise.reject(new Error('not called')),
      }),
    );
    const store = storeWith(answer);
    expect(selectMarkers('scenario')(store.getState())).toMatchObject([
      { line: 21, severity: 'error' },
    ]);
    expect(selectMarkers('webhooks')(store.getState())).toHaveLength(1);
  });
});
