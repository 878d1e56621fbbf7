import { expect, test, type Page } from '@playwright/test';

// The sample scenario (src/app/sampleScenario.ts): the decode step; the Pod's in-process plugins and
// labeler.example.com in round 0 (steps 2-8), all again in reinvocation round 1 (9-15), storage and
// field validation (16-17), the validating plugins and deny.example.com (18-22), the answer (23).
const STEPS = 23;

const pipeline = (page: Page) => page.getByRole('region', { name: 'Pipeline' });
const counter = (page: Page) => pipeline(page).getByText(/^Step \d+ of \d+$/);
const step = (page: Page, name: RegExp) => pipeline(page).getByRole('button', { name });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);
});

test('steps through the pipeline with the buttons and the arrow keys', async ({ page }) => {
  await pipeline(page).getByRole('button', { name: 'Next step' }).click();
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);
  await expect(step(page, /NamespaceLifecycle/).first()).toHaveAttribute('aria-current', 'step');

  // The Next button keeps the focus, so the arrow keys act inside the pipeline.
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Step 3 of ${STEPS}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);

  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText(`Step ${STEPS} of ${STEPS}`);
  await expect(pipeline(page).getByRole('heading', { name: `Step ${STEPS}: Answer` })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);

  await pipeline(page).getByRole('button', { name: 'Last step' }).click();
  await expect(counter(page)).toHaveText(`Step ${STEPS} of ${STEPS}`);
  await pipeline(page).getByRole('button', { name: 'First step' }).click();
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);
});

test('moves the focus along the step list with the arrow keys', async ({ page }) => {
  await step(page, /deny\.example\.com/).click();
  await expect(counter(page)).toHaveText(`Step 22 of ${STEPS}`);
  await page.keyboard.press('ArrowUp');
  await expect(counter(page)).toHaveText(`Step 21 of ${STEPS}`);
  await expect(step(page, /RuntimeClass/).last()).toBeFocused();
});

test('shows why a webhook was called, its patch and the object before and after', async ({ page }) => {
  await step(page, /labeler\.example\.com.*patched/).click();
  const detail = pipeline(page).getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Why it was called' })).toBeVisible();
  const checks = detail.getByRole('table');
  await expect(checks.getByRole('row', { name: /namespaceSelector.*✓ matches/ })).toBeVisible();
  await expect(checks.getByRole('row', { name: /rules.*✓ match/ })).toBeVisible();

  await expect(detail.getByRole('heading', { name: 'Patch (1 operation)' })).toBeVisible();
  await expect(detail.getByRole('listitem').filter({ hasText: 'add /metadata/labels/injected = "yes"' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Object before and after step 8' })).toContainText('injected');

  await detail.getByText('AdmissionReview sent').click();
  await expect(detail.getByText('"kind": "AdmissionReview"').first()).toBeVisible();
});

test('shows why a webhook was skipped in the reinvocation round', async ({ page }) => {
  await step(page, /labeler\.example\.com.*skipped/).click();
  const detail = pipeline(page).getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Why it was skipped' })).toBeVisible();
  await expect(detail.getByText('Skipped: not called again in this reinvocation round')).toBeVisible();
  await expect(detail.getByRole('row', { name: /reinvocation.*✗ not called again/ })).toBeVisible();
});

test('draws the validating call on a time axis and marks the denial the client sees', async ({ page }) => {
  const lanes = pipeline(page).getByRole('figure');
  await expect(lanes).toContainText('deny.example.com');
  await expect(lanes).toContainText('20 ms · ✗ denied · ⚑ first denial: the answer');
});
