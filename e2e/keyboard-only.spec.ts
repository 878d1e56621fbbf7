import { expect, test, type Page } from '@playwright/test';
import { editorGroup } from './support/editors.ts';

// Story: someone who works by keyboard alone opens the page. Skip links take them to the map,
// the inputs or the inspector; plain Tab reaches the selected step in a few stops; tabbing through
// the whole page (editors included) changes nothing they wrote.

const MAX_TAB_STOPS = 8;

const selectedNode = (page: Page) =>
  page.getByRole('region', { name: 'Pipeline map' }).locator('[aria-current="step"]');
const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(editorGroup(page, 'Object').locator('.monaco-editor')).toBeVisible();
  await expect(selectedNode(page)).toBeVisible();
});

test(`reaches the selected step within ${MAX_TAB_STOPS} Tab stops of page load`, async ({
  page,
}) => {
  let stops = 0;
  for (; stops < 30; stops += 1) {
    if (await selectedNode(page).evaluate((n) => n === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  test.info().annotations.push({ type: 'tab stops', description: String(stops) });
  expect(stops).toBeLessThanOrEqual(MAX_TAB_STOPS);
});

test('skip links take the focus to the map, the inputs and the inspector', async ({ page }) => {
  await page.keyboard.press('Tab');
  const toMap = page.getByRole('link', { name: 'Pipeline map' });
  await expect(toMap).toBeFocused();
  await expect(toMap).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(selectedNode(page)).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await page.getByRole('link', { name: 'Inputs' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('tablist', { name: 'Inputs' }).getByRole('tab', { name: 'Object', exact: true }),
  ).toBeFocused();

  await page.getByRole('link', { name: 'Inspector' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Inspector' })).toBeFocused();
});

test('tabbing through the whole page changes no input', async ({ page }) => {
  const revision = await page.evaluate(() => document.body.dataset.resultRevision);
  const editor = page.getByRole('textbox', { name: 'Object', exact: true });
  let visitedEditor = false;
  // Round the whole page and back to the start.
  for (let i = 0; i < 200; i += 1) {
    await page.keyboard.press('Tab');
    if (!visitedEditor) visitedEditor = await editor.evaluate((n) => n === document.activeElement);
    if (
      i > 5 &&
      (await page
        .getByRole('link', { name: 'Pipeline map' })
        .evaluate((n) => n === document.activeElement))
    )
      break;
  }
  expect(visitedEditor).toBe(true);
  await expect(undo(page)).toBeDisabled();
  expect(await page.evaluate(() => document.body.dataset.resultRevision)).toBe(revision);
});

test('an editor reached by Tab lets Tab move on; once clicked into, Tab indents', async ({
  page,
}) => {
  const editor = page.getByRole('textbox', { name: 'Object', exact: true });
  await page
    .getByRole('tablist', { name: 'Inputs' })
    .getByRole('tab', { name: 'Object', exact: true })
    .focus();
  for (let i = 0; i < 20 && !(await editor.evaluate((n) => n === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  await expect(undo(page)).toBeDisabled();
  const line = editorGroup(page, 'Object').locator('.view-line', { hasText: 'kind: Pod' });
  await expect(line).toHaveText(/^kind:\sPod$/);

  // Clicked into, the editor is the person's: Tab indents.
  await line.click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await expect(line).toHaveText(/^\s+kind:\sPod$/);
});
