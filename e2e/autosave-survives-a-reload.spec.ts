import { expect, test } from '@playwright/test';
import { autosaveKey } from '../src/app/autosave/autosave.ts';
import { result } from './support/editors.ts';
import { moreActions, requestForm } from './support/workbench.ts';

// Story: a person edits the scenario, closes or reloads the tab, and finds their work where
// they left it; "Reset to example" asks before throwing it away.

// What autosave has written.
const saved = (page: Parameters<typeof requestForm>[0]) =>
  page.evaluate((key) => localStorage.getItem(key) ?? '', autosaveKey);

const username = async (page: Parameters<typeof requestForm>[0]) =>
  (await requestForm(page)).getByRole('textbox', { name: 'Username' });

test('an edit survives a reload, and Reset to example asks before restoring the example', async ({
  page,
}) => {
  await page.goto('/');
  await (await username(page)).fill('mallory');
  await expect(await username(page)).toHaveValue('mallory');
  // Autosave waits for half a second of quiet: wait until it has written.
  await expect.poll(() => saved(page)).toContain('mallory');

  await page.reload();
  await expect(await username(page)).toHaveValue('mallory');
  // Reopened without the address the page rewrote (its fragment is a share link): the autosave is all there is.
  await page.goto('/');
  await expect(await username(page)).toHaveValue('mallory');
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();

  await moreActions(page);
  await page.getByRole('button', { name: 'Reset to example' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Discard your scenario and reopen the example?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(await username(page)).toHaveValue('mallory');

  await moreActions(page);
  await page.getByRole('button', { name: 'Reset to example' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(await username(page)).toHaveValue('alice');

  // The reset is the person's change too: the example is what reopening shows now.
  await expect.poll(() => saved(page)).not.toContain('mallory');
  await page.goto('/');
  await expect(await username(page)).toHaveValue('alice');
});
