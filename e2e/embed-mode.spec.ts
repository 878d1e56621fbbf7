import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Story: a trainer puts `?embed` in an iframe on a slide (800×450 here): a title, what kubectl
// prints and the pipeline, no editors, nothing scrolls but the pipeline, and a link opens the same
// scenario in the full playground.

const DENIAL =
  'admission webhook "deny.example.com" denied the request: image nginx:1.27 is not pinned by digest';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const pipeline = (page: Page) => page.getByRole('region', { name: 'Pipeline' });
const counter = (page: Page) => pipeline(page).getByText(/^Step \d+ of \d+$/);
const backLink = (page: Page) => page.getByRole('link', { name: /Open in Admission Playground/ });

test.use({ viewport: { width: 800, height: 450 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/?lesson=3&embed');
  await expect(counter(page)).toHaveText('Step 1 of 23');
});

test('shows the title, the answer and the pipeline without the editors', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A mutating webhook adds a label, a validating webhook denies',
  );
  await expect(page.getByRole('group', { name: /What kubectl prints/ })).toContainText(DENIAL);
  await expect(page.getByRole('region', { name: 'Inputs' })).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Request' })).toHaveCount(0);

  await pipeline(page).getByRole('button', { name: 'Next step' }).click();
  await expect(counter(page)).toHaveText('Step 2 of 23');
});

test('links back to the same URL without embed, in a new tab', async ({ page }) => {
  const link = backLink(page);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const page_ = new URL(page.url());
  const expected = `${page_.origin}${page_.pathname}?lesson=3${page_.hash}`;
  await expect(link).toHaveAttribute('href', expected);
});

test('fits the frame: only the pipeline scrolls', async ({ page }) => {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return { x: root.scrollWidth - root.clientWidth, y: root.scrollHeight - root.clientHeight };
  });
  expect(overflow).toEqual({ x: 0, y: 0 });
  await expect(backLink(page)).toBeInViewport();
  const scroller = page.locator('.embed-pipeline');
  expect(await scroller.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  // The last step is reached inside the frame and the page still does not move.
  await pipeline(page).getByRole('button', { name: 'Last step' }).click();
  await expect(pipeline(page).getByRole('heading', { name: 'Step 23: Answer' })).toBeInViewport();
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
});

test('the embed view has no accessibility violations', async ({ page }) => {
  await expect(page.getByRole('group', { name: /What kubectl prints/ })).toContainText(DENIAL);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
