import { expect, test, type Page } from '@playwright/test';
import { editorGroup, openEditor, replaceText, result } from './support/editors.ts';
import { requestForm } from './support/workbench.ts';

// Story: a person checks a scenario against the Kubernetes versions they run. They pick another
// version in the request form — only the scenario's kubernetesVersion changes, and Undo takes it
// back — then compare every version at once and open the one whose answer differs.

const SCENARIO = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: review-audit
kubernetesVersion: "1.37"   # the cluster we run
request:
  operation: CREATE
  object:
    apiVersion: authorization.k8s.io/v1
    kind: SubjectAccessReview
    spec: { user: alice, resourceAttributes: { verb: get, resource: pods } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: review-audit }
      webhooks:
        - name: review-audit.example.com
          clientConfig: { url: https://webhook.test/reviews }
          rules: [{ operations: [CREATE], apiGroups: [authorization.k8s.io], apiVersions: [v1], resources: [subjectaccessreviews] }]
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  review-audit.example.com:
    response: { allowed: false, status: { message: auditor down } }
`;

const DENIED = 'admission webhook "review-audit.example.com" denied the request: auditor down';

async function openScenario(page: Page) {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', SCENARIO);
  await expect(result(page)).toContainText(
    'subjectaccessreview.authorization.k8s.io/<unknown> created',
  );
}

test('picking a version rewrites only kubernetesVersion, and Undo takes it back', async ({
  page,
}) => {
  await openScenario(page);
  const picker = (await requestForm(page)).getByRole('combobox', { name: 'Kubernetes' });
  await expect(picker).toHaveValue('1.37');
  await expect(picker.locator('option').first()).toHaveText('1.37');
  await expect(picker.locator('option').last()).toHaveText('1.32');

  await picker.selectOption('1.36');
  await expect(result(page)).toContainText(DENIED);
  const scenario = editorGroup(page, 'Scenario');
  await expect(
    scenario.locator('.view-line', { hasText: 'kubernetesVersion: "1.36"   # the cluster we run' }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(result(page)).toContainText(
    'subjectaccessreview.authorization.k8s.io/<unknown> created',
  );
  await expect(
    scenario.locator('.view-line', { hasText: 'kubernetesVersion: "1.37"   # the cluster we run' }),
  ).toBeVisible();
});

test('comparing versions shows where the answer changes and opens that version', async ({
  page,
}) => {
  await openScenario(page);
  await requestForm(page);
  const compare = page.getByRole('region', { name: 'Compare versions' });
  await compare.getByRole('button', { name: 'Compare versions' }).click();
  const table = compare.getByRole('table');
  await expect(table).toContainText('Each version against 1.37');
  const row = (v: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: v, exact: true }) });
  await expect(row('1.37')).toContainText('✓ allowed');
  await expect(row('1.36')).toContainText('✗ 400');
  await expect(row('1.36')).toContainText('verdict, status, calls');
  await expect(row('1.36')).toContainText('validating ValidatingAdmissionWebhook');
  await expect(row('1.32')).toContainText('✗ 400');

  await row('1.36').getByRole('button', { name: 'Open 1.36' }).click();
  await expect(result(page)).toContainText(DENIED);
  await expect((await requestForm(page)).getByRole('combobox', { name: 'Kubernetes' })).toHaveValue(
    '1.36',
  );
  // Only the version changed: the comparison still holds, now against 1.36.
  await expect(table).toContainText('Each version against 1.36');
  await expect(row('1.37')).toContainText('verdict, status, calls');
});
