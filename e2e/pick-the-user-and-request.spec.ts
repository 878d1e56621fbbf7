import { expect, test } from '@playwright/test';
import { openEditor, pipeline, editorGroup } from './support/editors.ts';
import { requestForm, stepDetail, stepTab } from './support/workbench.ts';

// Story: a person picks who sends the request and how, from the request bar, and sees it in the
// AdmissionReview the webhook receives and in the scenario text.

test('a user preset, dry run and the namespace go into the request', async ({ page }) => {
  await page.goto('/');
  const bar = await requestForm(page);
  await bar
    .getByRole('combobox', { name: 'User' })
    .selectOption({ label: 'Service account (default)' });
  await expect(bar.getByRole('textbox', { name: 'Username' })).toHaveValue(
    'system:serviceaccount:team-a:default',
  );
  await expect(bar.getByRole('textbox', { name: 'Groups' })).toHaveValue(
    'system:serviceaccounts, system:serviceaccounts:team-a, system:authenticated',
  );
  await bar.getByRole('checkbox', { name: 'Dry run' }).check();

  await page.keyboard.press('Escape');
  await pipeline(page)
    .getByRole('button', { name: /deny\.example\.com/ })
    .click();
  const detail = stepDetail(page);
  await stepTab(page, 'Review');
  await detail.getByText('AdmissionReview sent').click();
  await expect(
    detail.getByText('"username": "system:serviceaccount:team-a:default"'),
  ).toBeVisible();
  await expect(detail.getByText('"dryRun": true')).toBeVisible();

  await openEditor(page, 'Scenario');
  await expect(
    editorGroup(page, 'Scenario').locator('.view-line', { hasText: 'dryRun: true' }),
  ).toBeVisible();
});

test('typing groups keeps what is typed and writes a list', async ({ page }) => {
  await page.goto('/');
  const groups = (await requestForm(page)).getByRole('textbox', { name: 'Groups' });
  await groups.fill('');
  await groups.pressSequentially('admins, ');
  await expect(groups).toHaveValue('admins, ');
  await groups.pressSequentially('system:authenticated');
  await expect(
    page.getByRole('form', { name: 'Request' }).getByRole('combobox', { name: 'User' }),
  ).toHaveValue('');
  await openEditor(page, 'Scenario');
  await expect(
    editorGroup(page, 'Scenario').locator('.view-line', {
      hasText: 'groups: [admins, system:authenticated]',
    }),
  ).toBeVisible();
});
