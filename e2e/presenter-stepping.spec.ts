import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encodeShareLink } from '../src/engine/share/link.ts';

// Story: a trainer opens a lesson link with ?present on a projector (1280×720 or 1920×1080) and
// walks the room through the chain with the keyboard or a clicker (PageDown/PageUp): no toolbar,
// the narration and its notes beside the map, one caption strip; the validating answers appear
// in the order they arrive, the first denial flagged; the answer waits for the last step so the
// room can guess; `i` shows the inspector; Exit goes back to the workbench.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PARALLEL = readFileSync('scenarios/04-parallel-validation-first-denial.yaml', 'utf8');

const lesson = (text: string) => {
  const link = encodeShareLink(text);
  if (!link.ok) throw new Error('the lesson does not encode');
  return `/?present#${link.value}`;
};

const bar = (page: Page) => page.getByRole('banner');
const counter = (page: Page) => bar(page).getByText(/^Step \d+ of \d+$/);
const show = (page: Page) => page.getByRole('region', { name: 'Pipeline' });
const narration = (page: Page) => page.getByRole('complementary', { name: 'Narration' });
const caption = (page: Page) => page.getByRole('status', { name: 'What this step did' });
const node = (page: Page, name: RegExp) => show(page).getByRole('button', { name }).first();

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
] as const) {
  test(`reveals the parallel validation by simulated time at ${String(width)}×${String(height)}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(lesson(PARALLEL));
    await expect(counter(page)).toHaveText('Step 1 of 6');
    // No toolbar: the title, the counter and Exit.
    await expect(bar(page).getByRole('heading', { level: 1 })).toHaveText(
      /^Validating webhooks run in parallel/,
    );
    await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Inputs' })).toHaveCount(0);
    const fast = node(page, /fast\.validate\.example\.com/);
    const slow = node(page, /slow\.validate\.example\.com/);
    await expect(fast).toBeHidden();
    await expect(narration(page)).toContainText('time to guess');

    // A clicker's PageDown, and the keyboard's arrows and Space, from the page itself.
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('Step 3 of 6');
    // Validating admission has not begun: its webhooks are not on show yet.
    await expect(show(page).locator('.wb-lane', { has: slow })).toBeHidden();
    await page.keyboard.press('Space');
    // Both were called at 0 ms; the fast answer arrived first, flagged as the answer.
    await expect(counter(page)).toHaveText('Step 4 of 6');
    await expect(fast).toBeVisible();
    await expect(fast).toHaveAttribute('aria-current', 'step');
    await expect(slow).toBeHidden();
    await expect(show(page).getByText('first denial: the answer')).toBeVisible();
    await expect(caption(page)).toContainText('fast.validate.example.com at 50 ms');
    await expect(narration(page).locator('[aria-current="step"]')).toContainText(
      'The fast one answers at 50 ms',
    );
    await page.evaluate(() => document.fonts.ready);
    // The glyphs come from a system font, which may differ between Chromium builds: masked.
    await expect(page).toHaveScreenshot(`present-validating-${String(width)}.png`, {
      mask: [page.locator('.wb-glyph')],
      maxDiffPixelRatio: 0.01,
    });

    await page.keyboard.press('ArrowDown');
    await expect(counter(page)).toHaveText('Step 5 of 6');
    await expect(slow).toBeVisible();
    await expect(narration(page).getByRole('listitem')).toHaveCount(2);
    await expect(caption(page)).toContainText('slow.validate.example.com at 800 ms');
    await expect(narration(page)).toContainText('time to guess');
    // The answer last.
    await page.keyboard.press('PageDown');
    await expect(counter(page)).toHaveText('Step 6 of 6');
    await expect(narration(page).getByRole('group', { name: /What kubectl prints/ })).toContainText(
      'admission webhook "fast.validate.example.com" denied the request: data.color must be one of red, green',
    );
    await expect(narration(page)).not.toContainText('time to guess');
    // Back hides the answer again, like a slide.
    await page.keyboard.press('PageUp');
    await expect(counter(page)).toHaveText('Step 5 of 6');
    await expect(narration(page)).toContainText('time to guess');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('Step 4 of 6');
    await expect(fast).toBeVisible();
    await expect(slow).toBeHidden();
  });
}

test('the map fits the projector whole, and `i` shows and hides the inspector', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?present');
  await expect(counter(page)).toHaveText(/^Step 1 of \d+$/);
  await page.keyboard.press('End');
  // Every node of the sample on the map is inside the window: nothing to scroll.
  const nodes = show(page).locator('[data-step]');
  expect(await nodes.count()).toBeGreaterThan(3);
  for (const n of await nodes.all()) await expect(n).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('i');
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  await expect(inspector).toBeVisible();
  await expect(inspector).toContainText('Answer');
  await page.keyboard.press('i');
  await expect(inspector).toHaveCount(0);
  await page.keyboard.press('i');
  // Esc closes the inspector first, then leaves.
  await page.keyboard.press('Escape');
  await expect(inspector).toHaveCount(0);
  await expect(counter(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Inputs' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('Present from the workbench keeps the fragment; Exit returns the focus to Present', async ({
  page,
}) => {
  await page.goto('/');
  const present = page.getByRole('button', { name: 'Present' });
  await expect(present).toBeVisible();
  // The workbench selects the deciding step, and the address bar follows after a pause: let it land.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#v2\..*\.\d+$/);
  await page.evaluate(() => history.replaceState(history.state, '', '#kept-as-is'));
  await present.click();
  expect(await page.evaluate(() => location.search + location.hash)).toBe('?present#kept-as-is');
  await expect(counter(page)).toHaveText(/^Step 1 of \d+$/);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('button', { name: 'Present' })).toBeFocused();
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test.describe('accessibility', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the presenter view with every step revealed has no accessibility violations', async ({
    page,
  }) => {
    await page.goto(lesson(PARALLEL));
    await expect(counter(page)).toHaveText('Step 1 of 6');
    await page.keyboard.press('End');
    await expect(narration(page).getByRole('group', { name: /What kubectl prints/ })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
