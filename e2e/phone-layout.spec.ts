import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Story: someone opens a shared link on a phone (390×844): the title, the verdict and a menu on
// top; Inputs | Map | Step one at a time; the map's rounds stacked; a step bar always at the
// bottom; the check tables read as sentences, not one word per line.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.use({ viewport: { width: 390, height: 844 } });

const segment = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });
const stepBar = (page: Page) => page.getByRole('navigation', { name: 'Step' });

test('the phone layout: top bar, segments, stacked rounds, a sticky step bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A mutating webhook adds a label, a validating webhook denies',
  );
  await expect(page.getByText('✗ 403 from deny.example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // Opens on the map, at the step that decided the answer.
  await expect(segment(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
  await expect(stepBar(page)).toContainText(/Step 22 of 23\s*deny\.example\.com/);
  // Rounds stacked: the round-1 cell sits under its webhook's name, below round 0's line.
  const labeler = page.locator('.wb-mrow', { hasText: 'labeler.example.com' }).first();
  const name = await labeler.locator('.wb-rowname').boundingBox();
  const round1 = await labeler.locator('.wb-mcell').nth(1).boundingBox();
  expect(name && round1 && round1.y >= name.y + name.height - 1).toBe(true);
  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('phone-map.png', {
    mask: [page.locator('.wb-glyph'), page.locator('.wb-verdict')],
    maxDiffPixelRatio: 0.01,
  });

  // The step bar walks the call order and stays at the bottom of the window.
  await stepBar(page).getByRole('button', { name: 'Previous step' }).click();
  await expect(stepBar(page)).not.toContainText('Step 22 of 23');
  const bar = await stepBar(page).boundingBox();
  expect(bar && Math.round(bar.y + bar.height)).toBe(844);

  // Step: the inspector, its check table in readable rows.
  await stepBar(page).getByRole('button', { name: 'Next step' }).click();
  await segment(page, 'Step').click();
  const table = page.locator('.pl-checks').first();
  await expect(table).toBeVisible();
  const detail = table.locator('tbody tr td').last();
  const box = await detail.boundingBox();
  // A detail cell spans the row: far wider than a word.
  expect(box && box.width).toBeGreaterThan(250);
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('phone-step.png', {
    mask: [page.locator('.wb-glyph'), page.locator('.wb-verdict')],
    maxDiffPixelRatio: 0.01,
  });

  // Inputs: the editors, at full width.
  await segment(page, 'Inputs').click();
  await expect(page.getByRole('tablist', { name: 'Inputs' })).toBeVisible();
  await expect(stepBar(page)).toBeVisible();
});

test('the menu holds the gallery, sharing and the theme', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy as Markdown bug report' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible();
});

test('an embed link in a narrow frame takes the phone layout', async ({ page }) => {
  await page.goto('/?embed');
  await expect(segment(page, 'Map')).toBeVisible();
  await expect(stepBar(page)).toBeVisible();
});

test('the phone layout has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(stepBar(page)).toContainText('Step 22 of 23');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
