import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { inspector, stepDetail, stepTab } from './support/workbench.ts';

// Story: a person opens the gallery's lessons about what happens around the admission plugins
// and reads them off the workbench: which step wrote each invalid field (and jumps to it), the
// version a webhook was converted to, the Namespace a plugin created through the whole chain
// (and its own steps), a cluster object refused before admission, and kubectl's own refusal.

async function open(page: Page, file: string) {
  const text = readFileSync(new URL(`../scenarios/${file}`, import.meta.url), 'utf8');
  const link = encodeShareLink(text);
  if (!link.ok) throw new Error(`${file} does not make a link`);
  await page.goto(`/#${link.value}`);
  await expect(map(page).locator('[aria-current="step"]')).toBeVisible();
}

const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });

test('a 422 names the step that wrote each invalid field, and the name opens that step', async ({
  page,
}) => {
  await open(page, '29-mutating-webhook-breaks-the-pod.yaml');
  // The deciding step is selected: field validation.
  await expect(
    stepDetail(page).getByRole('heading', { name: 'Step 7: fieldValidation' }),
  ).toBeVisible();
  const errors = stepDetail(page)
    .getByRole('listitem')
    .filter({ hasText: 'spec.containers[1].image' });
  await expect(errors).toContainText('Required value');
  await errors.getByRole('button', { name: 'step 3: inject.proxy.example.com' }).click();
  await expect(
    stepDetail(page).getByRole('heading', { name: 'Step 3: inject.proxy.example.com' }),
  ).toBeVisible();
  await expect(
    map(page).getByRole('button', {
      name: /inject\.proxy\.example\.com in proxy-injector, round 0/,
    }),
  ).toHaveAttribute('aria-current', 'step');
});

test('a webhook matched through matchPolicy Equivalent says the version it saw and shows the object back', async ({
  page,
}) => {
  await open(page, '35-equivalent-patch-converted-back.yaml');
  await map(page)
    .getByRole('button', { name: /cap\.hpa\.example\.com in hpa-caps, round 0/ })
    .click();
  const conversion = stepDetail(page).getByText('This step was sent the object as');
  await expect(conversion).toContainText('autoscaling/v1');
  await stepDetail(page).getByText('The object back in autoscaling/v2', { exact: true }).click();
  await expect(stepDetail(page).locator('details[open] pre')).toContainText(
    'apiVersion: autoscaling/v2',
  );
  await expect(
    stepDetail(page).getByRole('button', { name: 'Copy the object back in autoscaling/v2' }),
  ).toBeVisible();
});

test("NamespaceAutoProvision's Namespace is a request of its own whose steps open one by one", async ({
  page,
}) => {
  await open(page, '32-namespace-auto-provision-nested.yaml');
  await page.getByRole('button', { name: 'Show built-in plugins' }).click();
  await map(page)
    .getByRole('button', { name: /^NamespaceAutoProvision/ })
    .click();
  const nested = stepDetail(page).getByRole('region', { name: 'A request of its own' });
  await expect(nested.getByRole('heading', { level: 5 }).first()).toHaveText(
    'A request of its own: CREATE namespaces/team-a',
  );
  await expect(nested).toContainText('as system:apiserver (system:authenticated, system:masters)');
  const webhookStep = nested
    .getByRole('listitem')
    .filter({ hasText: 'ns-labels.example.com (round 0)' });
  await webhookStep.getByText('ns-labels.example.com (round 0)').click();
  await expect(webhookStep.getByRole('heading', { name: 'Patch (1 operation)' })).toBeVisible();
  await expect(webhookStep).toContainText('/metadata/labels/tier');
});

test('a cluster object refused before admission is drawn on the map, and nothing after it ran', async ({
  page,
}) => {
  await open(page, '40-cabundle-placeholder.yaml');
  const setup = map(page).getByRole('group', { name: 'Cluster setup' });
  await expect(
    setup.getByRole('button', { name: /^creating the cluster objects/ }),
  ).toHaveAttribute('aria-current', 'step');
  await expect(map(page).getByRole('group', { name: 'Mutating admission' })).toContainText(
    'not reached',
  );
  await expect(stepDetail(page)).toContainText(
    'Refused before admissionThe body does not decode into its type: 400',
  );
});

test("kubectl's own refusal reads as kubectl's words, with the server's plain-text 404 beside it", async ({
  page,
}) => {
  await open(page, '41-v1beta1-webhook-configuration.yaml');
  const verdict = page.getByRole('button', { name: /^Verdict: / });
  await expect(verdict).toHaveText('✗ refused by kubectl');
  await verdict.click();
  await expect(
    inspector(page).getByRole('heading', { name: 'kubectl refuses it itself' }),
  ).toBeVisible();
  await expect(inspector(page)).toContainText('kubectl sends nothing');
  await expect(inspector(page).locator('.pl-kubectl')).toContainText(
    'error: resource mapping not found for name: "istio-sidecar-injector"',
  );
  await expect(inspector(page).getByLabel("The API server's answer: the body as sent")).toHaveText(
    '404 page not found',
  );
});

test('the tabs count what they hold', async ({ page }) => {
  await open(page, '35-equivalent-patch-converted-back.yaml');
  await map(page)
    .getByRole('button', { name: /cap\.hpa\.example\.com in hpa-caps, round 0/ })
    .click();
  await stepTab(page, 'Patch (2)');
  await expect(
    stepDetail(page).getByRole('heading', { name: 'Patch (2 operations)' }),
  ).toBeVisible();
  await stepTab(page, 'Status · Warnings · Audit (2)');
  await expect(stepDetail(page).getByRole('heading', { name: 'Audit annotations' })).toBeVisible();
});
