import { expect, test } from '@playwright/test';
import { caretAfter, editorGroup, openEditor, replaceText, result } from './support/editors.ts';

// Story: a shared link carries a ValidatingAdmissionPolicy whose expression backtracks for many
// seconds. The engine runs in a worker, so the page keeps answering; after 2 s the run is stopped
// with a clear message, the last good result stays on screen marked stale, nothing typed is lost,
// and a fixed expression gives a result again.

const HOSTILE = `'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'.matches('^(a+)+$')`;
const FIXED = `'settings'.matches('^[a-z]+$')`;

const scenario = (expression: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: runaway-regex
kubernetesVersion: "1.32"
request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: settings, namespace: default }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: no-backtracking }
      spec:
        failurePolicy: Fail
        matchConstraints:
          resourceRules:
            - { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }
        validations:
          - expression: "${expression}"
            message: the name must be lower-case letters
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: no-backtracking-binding }
      spec: { policyName: no-backtracking, validationActions: [Deny] }
`;

const STOPPED =
  'Evaluation stopped after 2 s: an expression took too long. Nothing you typed is lost.';

test('a runaway expression is stopped after 2 s, the page stays responsive, and a fix runs again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', scenario(HOSTILE));

  // While the worker backtracks, another editor takes typing: the typed text is on screen while
  // the run is still going — before it is stopped — which a page the run blocked could not do.
  // (An order of events, not a duration: the stop comes 2 s into the run.)
  await openEditor(page, 'Object');
  await caretAfter(page, 'Object', 'kind: ConfigMap');
  await page.keyboard.type(' # typed while it ran');
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: '# typed while it ran' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: STOPPED })).toHaveCount(0);

  // The run is stopped and says so; the last good result stays, marked stale.
  await expect(page.getByRole('alert').filter({ hasText: STOPPED })).toBeVisible();
  await expect(result(page)).toHaveAttribute('data-stale', 'true');
  await expect(
    page.getByText('Stale: the evaluation was stopped, so this is the last good result.'),
  ).toBeVisible();
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: '# typed while it ran' }),
  ).toBeVisible();

  // A fixed expression runs in a fresh worker and gives a result again.
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', scenario(FIXED));
  await expect(result(page)).toContainText('configmap/settings created');
  await expect(result(page)).toHaveAttribute('data-stale', 'false');
  await expect(page.getByRole('alert').filter({ hasText: STOPPED })).toHaveCount(0);
});
