import { expect, test } from '@playwright/test';
import { openEditor, pipeline, replaceText, result } from './support/editors.ts';
import { requestForm, stepDetail, stepTab } from './support/workbench.ts';

// Story: a person switches the operation to UPDATE, gives the stored object, and sees it sent as
// oldObject — and reads why the CREATE-only webhook was skipped.

const OLD_POD = `apiVersion: v1
kind: Pod
metadata:
  name: web
  namespace: team-a
  labels: { app: web, tier: old-tier }
spec:
  containers:
    - name: app
      image: nginx:1.26
`;

test('UPDATE sends the old object and skips a webhook whose rules are for CREATE only', async ({
  page,
}) => {
  await page.goto('/');
  const inputs = page.getByRole('tablist', { name: 'Inputs' });
  await expect(inputs.getByRole('tab', { name: 'Old object' })).toHaveCount(0);

  await (
    await requestForm(page)
  )
    .getByRole('combobox', { name: 'Operation' })
    .selectOption('UPDATE');
  await page.keyboard.press('Escape');
  await expect(inputs.getByRole('tab', { name: 'Old object' })).toBeVisible();
  await openEditor(page, 'Old object');
  await replaceText(page, 'Old object', OLD_POD);

  await expect(result(page)).toContainText('Error from server (Forbidden)');
  const labeler = pipeline(page)
    .getByRole('button', { name: /labeler\.example\.com.*skipped/ })
    .first();
  await labeler.click();
  const detail = stepDetail(page);
  await expect(detail.getByText('Why it was skipped')).toBeVisible();
  await expect(detail.getByRole('row', { name: /rules.*✗/ })).toContainText('UPDATE');

  await pipeline(page)
    .getByRole('button', { name: /deny\.example\.com.*denied/ })
    .click();
  await stepTab(page, 'Review');
  await detail.getByText('AdmissionReview sent').click();
  await expect(detail.getByText('"operation": "UPDATE"')).toBeVisible();
  await expect(detail.getByText('"tier": "old-tier"')).toBeVisible();
});
