import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { pickTheme, stepTab } from './support/workbench.ts';

// Story: the workbench looks the way it was reviewed. Each view is compared with its committed
// screenshot (e2e/workbench-screenshots.spec.ts-snapshots/) within a fixed pixel-difference limit.
// The page's fonts ship with it; the editors (Monaco draws its own text and cursor) and the glyphs
// a system font supplies are masked, as they may render differently between Chromium builds.

const masks = (page: Page) => [
  page.locator('.monaco-editor'),
  page.locator('.wb-glyph'),
  page.locator('.pl-tone-ok, .pl-tone-deny, .wb-verdict'),
];

async function open(page: Page, theme: 'Light' | 'Dark', hash = '') {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${hash}`);
  await expect(
    page.getByRole('group', { name: 'Object', exact: true }).locator('.monaco-editor'),
  ).toBeVisible();
  await pickTheme(page, theme);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['Light', 'Dark'] as const) {
  test(`the workbench as it opens (${theme})`, async ({ page }) => {
    await open(page, theme);
    await expect(page).toHaveScreenshot(`workbench-${theme.toLowerCase()}.png`, {
      mask: masks(page),
      maxDiffPixelRatio: 0.01,
    });
  });

  test(`a patched webhook's Blame, built-in plugins drawn (${theme})`, async ({ page }) => {
    await open(page, theme);
    await page.getByRole('button', { name: 'Show built-in plugins' }).click();
    await page
      .getByRole('region', { name: 'Pipeline map' })
      .getByRole('button', { name: /labeler\.example\.com in 10-labeler, round 0/ })
      .click();
    await stepTab(page, 'Object');
    await page.getByRole('button', { name: 'Blame' }).click();
    await expect(page.getByRole('list', { name: 'Blame: who last wrote each line' })).toBeVisible();
    await expect(page).toHaveScreenshot(`blame-${theme.toLowerCase()}.png`, {
      mask: masks(page),
      maxDiffPixelRatio: 0.01,
    });
  });

  test(`a 422's invalid fields and the step that wrote each (${theme})`, async ({ page }) => {
    const file = new URL('../scenarios/29-mutating-webhook-breaks-the-pod.yaml', import.meta.url);
    const link = encodeShareLink(readFileSync(file, 'utf8'));
    if (!link.ok) throw new Error('no link');
    await open(page, theme, `#${link.value}`);
    await expect(page.getByRole('button', { name: /^step 3: / }).first()).toBeVisible();
    await expect(page).toHaveScreenshot(`field-errors-${theme.toLowerCase()}.png`, {
      mask: masks(page),
      maxDiffPixelRatio: 0.01,
    });
  });
}
