import { expect, test } from '@playwright/test';
import { shareMenu } from './support/workbench.ts';

// Story: a person who thinks the playground (or their webhook) is wrong copies a Markdown bug
// report and pastes it into a GitHub issue: link, request, configurations and what kubectl printed.

test('copies the scenario as a Markdown bug report', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await shareMenu(page);
  await page.getByRole('button', { name: 'Copy as Markdown bug report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bug report copied' })).toBeVisible();

  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toMatch(
    /^### Admission Playground: A mutating webhook adds a label, a validating webhook denies\n/,
  );
  expect(report).toMatch(/^Scenario: (http:\/\/127\.0\.0\.1:\d+\/#v|\(no link: )/m);
  expect(report).toContain('- User: `alice`');
  expect(report).toMatch(/```yaml\n(.*\n)*kind: ValidatingWebhookConfiguration\n(.*\n)*```/);
  expect(report).toContain(
    'Error from server (Forbidden): admission webhook "deny.example.com" denied the request: image nginx:1.27 is not pinned by digest',
  );
  expect(report).toMatch(/^Reproduce: /m);
});

test('shows the report to copy by hand when the clipboard is out of reach', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
  });
  await page.goto('/');
  await shareMenu(page);
  await page.getByRole('button', { name: 'Copy as Markdown bug report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy the bug report' });
  const text = dialog.getByRole('textbox', { name: 'Bug report' });
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(/Error from server \(Forbidden\)/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
