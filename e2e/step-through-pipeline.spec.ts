import { expect, test, type Page } from '@playwright/test';
import { showBuiltIns, stepDetail, stepTab } from './support/workbench.ts';

// The sample scenario (src/app/sampleScenario.ts): the decode step; the Pod's in-process plugins and
// labeler.example.com in round 0 (steps 2-8), all again in reinvocation round 1 (9-15), storage and
// field validation (16-17), the validating plugins and deny.example.com (18-22), the answer (23).
// deny.example.com decided the answer, so the page opens there.
const STEPS = 23;

const pipeline = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });
const counter = (page: Page) => pipeline(page).getByText(/^Step \d+ of \d+$/);
const step = (page: Page, name: RegExp) => pipeline(page).getByRole('button', { name });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(counter(page)).toHaveText(`Step 22 of ${STEPS}`);
});

test('opens at the step that decided the answer', async ({ page }) => {
  await expect(step(page, /deny\.example\.com/)).toHaveAttribute('aria-current', 'step');
  await expect(
    stepDetail(page).getByRole('heading', { name: 'Step 22: deny.example.com' }),
  ).toBeVisible();
});

test('steps through the pipeline with the buttons and the arrow keys', async ({ page }) => {
  await pipeline(page).getByRole('button', { name: 'First step' }).click();
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);
  await pipeline(page).getByRole('button', { name: 'Next step' }).click();
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);
  // A folded built-in plugin is drawn while it is the selected step.
  await expect(step(page, /NamespaceLifecycle/).first()).toHaveAttribute('aria-current', 'step');

  // The Next button keeps the focus, so the arrow keys act on the map.
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Step 3 of ${STEPS}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);

  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText(`Step ${STEPS} of ${STEPS}`);
  await expect(
    stepDetail(page).getByRole('heading', { name: `Step ${STEPS}: Answer` }),
  ).toBeVisible();
  await page.keyboard.press('Home');
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);

  await pipeline(page).getByRole('button', { name: 'Last step' }).click();
  await expect(counter(page)).toHaveText(`Step ${STEPS} of ${STEPS}`);
});

test('moves along the call order with ←/→ and between rows with ↑/↓, the focus on the node', async ({
  page,
}) => {
  const deny = step(page, /deny\.example\.com/);
  await deny.click();
  await page.keyboard.press('ArrowUp');
  // Above the validating webhook: storage (the built-in plugins are folded).
  await expect(counter(page)).toHaveText(`Step 16 of ${STEPS}`);
  await expect(step(page, /storage/)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  // The labeler's row, round 0: the column the focus came from.
  await expect(step(page, /labeler\.example\.com in 10-labeler, round 0/)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  // Round 0's last call, then (folded plugins left out) round 1's labeler.
  await expect(step(page, /labeler\.example\.com in 10-labeler, round 1/)).toBeFocused();
  await expect(counter(page)).toHaveText(`Step 15 of ${STEPS}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Step 8 of ${STEPS}`);

  await showBuiltIns(page);
  await step(page, /labeler\.example\.com in 10-labeler, round 0/).click();
  await page.keyboard.press('ArrowRight');
  await expect(step(page, /NamespaceLifecycle, round 1/)).toBeFocused();
});

test('draws reinvocation: round 1 beside round 0, and says why', async ({ page }) => {
  const mutating = pipeline(page).getByRole('group', { name: 'Mutating admission' });
  await expect(mutating.getByRole('columnheader', { name: 'round 1' })).toBeVisible();
  await expect(mutating).toContainText(
    'Object changed by labeler.example.com → reinvoke IfNeeded (none was called again)',
  );
  await expect(mutating.getByRole('button', { name: /6 built-in · 3 patched/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const row = mutating.getByRole('row', { name: /labeler\.example\.com/ });
  await expect(row.getByRole('button')).toHaveCount(2);
  await expect(
    row
      .getByRole('button', {
        name: 'labeler.example.com in 10-labeler, round 1: skipped (not reinvoked)',
      })
      .locator('.wb-glyph'),
  ).toHaveText('↺');
});

test('shows why a webhook was called, its patch and the object before and after', async ({
  page,
}) => {
  await step(page, /labeler\.example\.com.*patched/).click();
  const detail = stepDetail(page);
  await expect(detail.getByRole('heading', { name: 'Why it was called' })).toBeVisible();
  const checks = detail.getByRole('table');
  await expect(checks.getByRole('row', { name: /namespaceSelector.*✓ matches/ })).toBeVisible();
  await expect(checks.getByRole('row', { name: /rules.*✓ match/ })).toBeVisible();

  await stepTab(page, 'Patch (1)');
  await expect(detail.getByRole('heading', { name: 'Patch (1 operation)' })).toBeVisible();
  await expect(
    detail.getByRole('listitem').filter({ hasText: 'add /metadata/labels/injected = "yes"' }),
  ).toBeVisible();
  await stepTab(page, 'Object');
  await expect(
    detail.getByRole('region', { name: 'Object before and after step 8' }),
  ).toContainText('injected');

  await stepTab(page, 'Review');
  await detail.getByText('AdmissionReview sent').click();
  await expect(detail.getByText('"kind": "AdmissionReview"').first()).toBeVisible();
});

test('shows why a webhook was skipped in the reinvocation round', async ({ page }) => {
  await step(page, /labeler\.example\.com.*skipped/).click();
  const detail = stepDetail(page);
  await expect(detail.getByRole('heading', { name: 'Why it was skipped' })).toBeVisible();
  await expect(
    detail.getByText('Skipped: not called again in this reinvocation round'),
  ).toBeVisible();
  await expect(detail.getByRole('row', { name: /reinvocation.*✗ not called again/ })).toBeVisible();
});

test('draws the validating call on a time axis and marks the denial the client sees', async ({
  page,
}) => {
  const validating = pipeline(page).getByRole('group', { name: 'Validating admission' });
  await expect(validating).toContainText('deny.example.com');
  await expect(validating).toContainText('20 ms · denied · ⚑ first denial: the answer');
});
