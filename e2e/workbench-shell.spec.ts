import { expect, test, type Page } from '@playwright/test';
import { editorGroup } from './support/editors.ts';
import { stepDetail } from './support/workbench.ts';

// Story: a person works on the one-screen workbench. The top bar says the request in a sentence
// and the verdict; the verdict's mark lists what the playground assumed; the panes keep the sizes
// the person gave them; the status bar sums the run up; below 1024 px the panes stack.

const widthOf = async (page: Page, name: string) =>
  (await page.getByRole('region', { name, exact: true }).boundingBox())?.width ?? 0;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(editorGroup(page, 'Object').locator('.monaco-editor')).toBeVisible();
});

test('the top bar says the request and the verdict; the verdict opens the answer', async ({
  page,
}) => {
  const chip = page.getByRole('button', { name: /^Request: / });
  await expect(chip).toHaveText('CREATE pods/web in team-a as alice · 1.32 · dry run off');
  await chip.click();
  await expect(page.getByRole('form', { name: 'Request' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'Request' })).toBeHidden();
  await expect(chip).toBeFocused();

  const verdict = page.getByRole('button', { name: /^Verdict: / });
  await expect(verdict).toHaveText('✗ 403 from deny.example.com');
  await verdict.click();
  await expect(stepDetail(page).getByRole('heading', { name: 'Step 23: Answer' })).toBeVisible();

  await page.getByRole('button', { name: '1 assumption: show the list' }).click();
  await expect(
    page
      .getByRole('group', { name: 'Assumed or not simulated' })
      .getByRole('group', { name: 'Assumed by the playground' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    '23 steps · 50 ms simulated · 1 assumption',
  );
});

test('the panes keep the sizes the person gives them, across a reload', async ({ page }) => {
  const before = await widthOf(page, 'Inspector');
  const splitter = page.getByRole('separator', { name: 'Resize the inspector' });
  await splitter.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => widthOf(page, 'Inspector')).toBeGreaterThan(before + 80);
  const after = await widthOf(page, 'Inspector');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Inspector' })).toBeVisible();
  await expect.poll(() => widthOf(page, 'Inspector')).toBe(after);

  // Dragged with the pointer too.
  const box = await page.getByRole('separator', { name: 'Resize the inputs' }).boundingBox();
  const inputs = await widthOf(page, 'Inputs');
  if (box === null) throw new Error('no splitter');
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + 200, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => widthOf(page, 'Inputs')).toBeGreaterThan(inputs + 40);
});

test('below 1024 px the panes stack and nothing is cut off sideways', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: /^Verdict: / })).toBeInViewport();
  const map = await page.getByRole('region', { name: 'Pipeline map' }).boundingBox();
  const inspector = await page.getByRole('region', { name: 'Inspector' }).boundingBox();
  expect(map && inspector && map.y + map.height <= inspector.y + 1).toBe(true);
  await page
    .getByRole('region', { name: 'Pipeline map' })
    .getByRole('button', { name: /labeler\.example\.com in 10-labeler, round 0/ })
    .click();
  await expect(
    stepDetail(page).getByRole('heading', { name: 'Step 8: labeler.example.com' }),
  ).toBeVisible();
});
