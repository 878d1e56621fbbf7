import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openEditor, pipeline, replaceText, result } from './support/editors.ts';
import { stepDetail, stepTab } from './support/workbench.ts';

// Story: a person writes a ValidatingAdmissionPolicy that denies. The pipeline shows it as a step
// of the validating stage, named by the policy and its binding; its detail lists every CEL
// expression the API server evaluated (matchCondition, variable, validation, messageExpression,
// audit annotation) with its value, then the status and the audit annotations.

const SCENARIO = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: replicas-limit
kubernetesVersion: "1.32"
request:
  operation: CREATE
  object:
    apiVersion: apps/v1
    kind: Deployment
    metadata: { name: web, namespace: default }
    spec:
      replicas: 7
      selector: { matchLabels: { app: web } }
      template:
        metadata: { labels: { app: web } }
        spec: { containers: [{ name: web, image: nginx }] }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: max-replicas }
      spec:
        failurePolicy: Fail
        matchConstraints:
          resourceRules:
            - { apiGroups: [apps], apiVersions: [v1], operations: [CREATE, UPDATE], resources: [deployments] }
        matchConditions:
          - name: not-kube-system
            expression: "request.namespace != 'kube-system'"
        variables:
          - name: replicas
            expression: object.spec.replicas
        validations:
          - expression: variables.replicas <= 5
            messageExpression: "'replicas must be at most 5, not ' + string(variables.replicas)"
        auditAnnotations:
          - key: replicas
            valueExpression: "'replicas=' + string(variables.replicas)"
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: max-replicas-binding }
      spec: { policyName: max-replicas, validationActions: [Deny, Audit] }
`;

const DENIAL =
  `Error from server (Invalid): deployments.apps "web" is forbidden: ValidatingAdmissionPolicy 'max-replicas' ` +
  `with binding 'max-replicas-binding' denied request: replicas must be at most 5, not 7`;

async function openPolicy(page: Page) {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', SCENARIO);
  await expect(result(page)).toContainText(DENIAL);
}

test('a denying policy is a step named by its policy and binding, with the expressions it evaluated', async ({
  page,
}) => {
  await openPolicy(page);
  const step = pipeline(page).getByRole('button', {
    name: /max-replicas with binding max-replicas-binding.*denied/,
  });
  await expect(step).toBeVisible();
  const stage = pipeline(page).getByRole('group', { name: 'Validating admission' });
  // A policy is evaluated, not called: a mark at t=0 on the time axis, and no call to time.
  await expect(stage.getByRole('listitem').filter({ hasText: 'max-replicas' })).not.toContainText(
    ' ms ·',
  );

  await step.click();
  const detail = stepDetail(page);
  await expect(detail).toContainText(
    'ValidatingAdmissionPolicies first, evaluated in the API server',
  );
  await expect(
    detail.getByRole('heading', {
      name: /^Step \d+: max-replicas with binding max-replicas-binding$/,
    }),
  ).toBeVisible();
  await expect(detail).toContainText(
    'ValidatingAdmissionPolicy · policy max-replicas · binding max-replicas-binding',
  );
  await expect(detail.getByRole('heading', { name: 'Why it applies' })).toBeVisible();

  const table = detail
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Expression' }) });
  await expect(detail.getByRole('heading', { name: 'CEL expressions evaluated' })).toBeVisible();
  await expect(
    table.getByRole('row', {
      name: /matchCondition not-kube-system .*request\.namespace != 'kube-system' true/,
    }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /variable replicas .*object\.spec\.replicas 7/ }).first(),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /validation validations\[0\] variables\.replicas <= 5 false/ }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', {
      name: /messageExpression validations\[0\]\.messageExpression .* "replicas must be at most 5, not 7"/,
    }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /auditAnnotation replicas .*"replicas=7"/ }),
  ).toBeVisible();
  // The expression is shown as written, in monospace.
  await expect(table.locator('code', { hasText: 'variables.replicas <= 5' })).toHaveCSS(
    'font-family',
    /mono/i,
  );

  await expect(detail).toContainText('denied request: replicas must be at most 5, not 7');
  await stepTab(page, 'Status · Warnings · Audit');
  await expect(detail.getByRole('heading', { name: 'Audit annotations' })).toBeVisible();
  await expect(detail).toContainText('max-replicas/replicas');
});

test('the policy step has no accessibility violations', async ({ page }) => {
  await openPolicy(page);
  // As tall as the page, so axe can check the contrast of the whole detail (accessibility.spec.ts).
  await page.setViewportSize({ width: 1280, height: 2400 });
  await pipeline(page)
    .getByRole('button', { name: /max-replicas with binding/ })
    .click();
  await expect(
    stepDetail(page).getByRole('heading', { name: 'CEL expressions evaluated' }),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('.pl-detail')
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
