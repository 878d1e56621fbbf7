import { expect, test, type Page } from '@playwright/test';
import { editorGroup } from './support/editors.ts';
import { pickTheme } from './support/workbench.ts';

// Story: the page follows the system's theme, a person can pick one, and the layout holds from a
// 1280-wide laptop to a projector.

// styles.css paints the page through :root's background.
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const isDark = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (r ?? 255) + (g ?? 255) + (b ?? 255) < 200;
};

test('follows the system theme until a theme is picked, editors included', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const editor = editorGroup(page, 'Object').locator('.monaco-editor');
  await expect(editor).toBeVisible();
  expect(isDark(await background(page))).toBe(true);
  await expect(editor).toHaveClass(/vs-dark|hc-black|playground-dark/);

  await pickTheme(page, 'Light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(async () => isDark(await background(page))).toBe(false);
  await expect(editor).not.toHaveClass(/vs-dark/);
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
]) {
  test(`fits a ${String(viewport.width)}×${String(viewport.height)} screen without page scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(editorGroup(page, 'Object').locator('.monaco-editor')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The workbench is one window high: its panes scroll, the page does not.
    const below = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(below).toBeLessThanOrEqual(0);
    // Inputs and result side by side on every one of these screens.
    const inputs = await page.getByRole('region', { name: 'Inputs' }).boundingBox();
    const result = await page.getByRole('region', { name: 'Result' }).boundingBox();
    expect(inputs && result && inputs.x + inputs.width <= result.x).toBe(true);
  });
}
