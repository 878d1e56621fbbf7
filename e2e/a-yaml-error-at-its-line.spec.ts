import { expect, test } from '@playwright/test';
import { caretAfter, editorGroup, openEditor, result } from './support/editors.ts';

// Story: a person breaks the YAML; the error shows at its line and column, in the editor and in
// the error list, and the last good result stays on screen, greyed, until it parses again.

const DENIAL = 'denied the request: image nginx:1.27 is not pinned by digest';

test('an object that does not parse is marked at its line, and the last good result goes stale', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Object');
  await expect(result(page)).toHaveAttribute('data-stale', 'false');

  // `labels: { app: web }` is line 5; an unclosed flow mapping breaks it.
  await caretAfter(page, 'Object', 'labels: { app: web }');
  await page.keyboard.press('Backspace');

  const errors = page.getByRole('alert', { name: 'Scenario errors' });
  await expect(errors).toContainText(/^Object \d+:\d+: \S/m);
  await expect(editorGroup(page, 'Object').locator('.squiggly-error').first()).toBeVisible();
  await expect(page.getByText(/^Stale:/)).toBeVisible();
  await expect(result(page)).toHaveAttribute('data-stale', 'true');
  await expect(result(page)).toContainText(DENIAL);

  // What the person typed is still there, not replaced by the last good text.
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: 'labels: { app: web' }),
  ).toBeVisible();

  await page.keyboard.type('}');
  await expect(errors).toHaveCount(0);
  await expect(result(page)).toHaveAttribute('data-stale', 'false');
  await expect(result(page)).toContainText(DENIAL);
});

test('a broken whole scenario is marked at its line in the Scenario editor', async ({ page }) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await caretAfter(page, 'Scenario', 'kind: AdmissionScenario');
  await page.keyboard.type(': [');
  const errors = page.getByRole('alert', { name: 'Scenario errors' });
  await expect(errors).toContainText(/^2:\d+: \S/m);
  await expect(editorGroup(page, 'Scenario').locator('.squiggly-error').first()).toBeVisible();
  await expect(result(page)).toHaveAttribute('data-stale', 'true');
  // The other editors wait for the scenario to be YAML again, saying why.
  await openEditor(page, 'Object');
  await expect(page.getByText(/Read-only: the whole scenario is not YAML/)).toBeVisible();
});
