// The workbench's panes and popovers, found the way a person finds them: by role and name.

import { expect, type Page } from '@playwright/test';

/** The right-hand pane with the selected step in full. */
export const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });

/** The selected step's (or the answer's) detail. */
export const stepDetail = (page: Page) => inspector(page).getByRole('article');

/** Opens a tab of the step detail. */
export async function stepTab(page: Page, name: string | RegExp) {
  await inspector(page)
    .getByRole('tablist', { name: 'Step detail' })
    .getByRole('tab', { name })
    .click();
}

/** Opens the request form from the request chip (if it is not open) and returns it. */
export async function requestForm(page: Page) {
  const chip = page.getByRole('button', { name: /^Request: / });
  if ((await chip.getAttribute('aria-expanded')) !== 'true') await chip.click();
  const form = page.getByRole('form', { name: 'Request' });
  await expect(form).toBeVisible();
  return form;
}

/** Picks a theme from the ⋯ menu, then closes the menu. */
export async function pickTheme(page: Page, label: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label });
  await page.keyboard.press('Escape');
}

/** Opens the ⋯ menu (import, export, report, reset, theme). */
export async function moreActions(page: Page) {
  const more = page.getByRole('button', { name: 'More actions' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

/** Opens the Share menu. */
export async function shareMenu(page: Page) {
  const share = page.getByRole('button', { name: 'Share', exact: true });
  if ((await share.getAttribute('aria-expanded')) !== 'true') await share.click();
}

/** Draws every built-in plugin as its own row on the map. */
export async function showBuiltIns(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show built-in plugins' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
}
