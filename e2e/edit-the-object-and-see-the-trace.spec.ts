import { expect, test } from '@playwright/test';
import { caretAfter, editorGroup, openEditor, pipeline, result } from './support/editors.ts';
import { stepDetail } from './support/workbench.ts';

// Story: a person opens the app, reads the verdict, edits the object and sees the chain change.

const SAMPLE_DENIAL =
  'Error from server (Forbidden): admission webhook "deny.example.com" denied the request: image nginx:1.27 is not pinned by digest';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('shows the verdict of the sample scenario as kubectl prints it, before the editor arrives', async ({
  page,
}) => {
  await expect(page).toHaveTitle('Admission Playground');
  await expect(result(page)).toContainText(SAMPLE_DENIAL);
  await expect(result(page)).toContainText('Warning: labeler: added label injected=yes');
  await expect(
    pipeline(page).getByRole('button', { name: /deny\.example\.com.*denied/ }),
  ).toBeVisible();
  // No error is announced (Monaco keeps empty live regions with the alert role once a diff editor loads).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(editorGroup(page, 'Object').locator('.monaco-editor')).toBeVisible();
});

test('editing the object changes which webhooks are called', async ({ page }) => {
  await openEditor(page, 'Object');
  await expect(
    pipeline(page).getByRole('button', { name: /labeler\.example\.com.*patched/ }),
  ).toBeVisible();

  // A ConfigMap is not a pod: neither webhook's rules match any more.
  await caretAfter(page, 'Object', 'kind: Pod');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('kind: ConfigMap');

  await expect(result(page)).toContainText('configmap/web created');
  await expect(result(page)).not.toContainText('Error from server');
  const skipped = pipeline(page).getByRole('button', { name: /labeler\.example\.com.*skipped/ });
  await expect(skipped).toBeVisible();
  await skipped.click();
  await expect(stepDetail(page).getByText('Why it was skipped')).toBeVisible();
  await expect(stepDetail(page).getByRole('row', { name: /rules.*✗/ })).toBeVisible();

  await page.keyboard.press('ControlOrMeta+Z');
});

test('the whole scenario and the object editor stay in sync both ways', async ({ page }) => {
  await openEditor(page, 'Object');
  await caretAfter(page, 'Object', 'name: web');
  await page.keyboard.type('-v2');
  await openEditor(page, 'Scenario');
  await expect(
    editorGroup(page, 'Scenario').locator('.view-line', { hasText: 'name: web-v2' }),
  ).toBeVisible();

  await caretAfter(page, 'Scenario', 'image: nginx:1.27');
  await page.keyboard.type('-alpine');
  await openEditor(page, 'Object');
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: 'image: nginx:1.27-alpine' }),
  ).toBeVisible();
});
