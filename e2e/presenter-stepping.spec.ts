import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Story: a trainer opens a lesson link with ?present and walks the room through the admission
// chain one step at a time with the keyboard or a clicker (PageDown), whatever has the focus; the
// answer waits for the last step so the audience can guess first; the Present button goes back to
// the editors. The sample scenario has 7 steps (see step-through-pipeline.spec.ts).

const STEPS = 23;
const DENIAL =
  'admission webhook "deny.example.com" denied the request: image nginx:1.27 is not pinned by digest';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const pipeline = (page: Page) => page.getByRole('region', { name: 'Pipeline' });
const counter = (page: Page) => pipeline(page).getByText(/^Step \d+ of \d+$/);
const steps = (page: Page) => pipeline(page).locator('[data-step]');
const presentButton = (page: Page) => page.getByRole('button', { name: 'Present' });
const side = (page: Page) => page.getByRole('region', { name: 'Scenario and answer' });

test('reveals the pipeline one step at a time and goes back to the editors', async ({ page }) => {
  await page.goto('/?present');
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);
  await expect(steps(page)).toHaveCount(1);
  await expect(presentButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Inputs' })).toHaveCount(0);
  await expect(side(page)).toContainText('CREATE pods "web" in namespace team-a, as alice');
  await expect(side(page)).not.toContainText(DENIAL);
  await expect(page.locator('html')).toHaveClass(/presenting/);

  // The keys work with the focus on the page itself, not only in the pipeline.
  await expect(page.locator('body')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);
  await expect(steps(page)).toHaveCount(2);
  await expect(pipeline(page).getByRole('button', { name: /NamespaceLifecycle/ })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // A presentation clicker sends PageDown.
  await page.keyboard.press('PageDown');
  await expect(counter(page)).toHaveText(`Step 3 of ${STEPS}`);
  await expect(steps(page)).toHaveCount(3);

  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);
  await expect(steps(page)).toHaveCount(2);

  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText(`Step ${STEPS} of ${STEPS}`);
  await expect(steps(page)).toHaveCount(STEPS);
  await expect(
    pipeline(page).getByRole('heading', { name: `Step ${STEPS}: Answer` }),
  ).toBeVisible();
  await expect(side(page).getByRole('group', { name: /What kubectl prints/ })).toContainText(
    DENIAL,
  );

  await page.keyboard.press('Home');
  await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);
  await expect(steps(page)).toHaveCount(1);

  await presentButton(page).click();
  await expect(presentButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(presentButton(page)).toBeFocused();
  await expect(page.getByRole('region', { name: 'Inputs' })).toBeVisible();
  // Back on the workbench: the whole chain drawn on the map again.
  await expect(page.getByRole('region', { name: 'Pipeline map' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/presenting/);
  expect(new URL(page.url()).search).toBe('');
});

test('the Present button writes ?present, keeping the fragment, and Escape leaves', async ({
  page,
}) => {
  await page.goto('/');
  // The workbench opens at the step that decided the answer; the presenter view starts at step 1.
  await expect(counter(page)).toHaveText(`Step 22 of ${STEPS}`);
  // That selection is a change the address bar follows, after a pause: let it land first.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#v1\..*\.21$/);
  // Share links live in the fragment: toggling the view rewrites the query only. (Put there without
  // a hashchange, and read back at once, before any share-link sync could rewrite it.)
  await page.evaluate(() => history.replaceState(history.state, '', '#kept-as-is'));
  await presentButton(page).click();
  await expect(presentButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => location.search + location.hash)).toBe('?present#kept-as-is');
  await expect(page.getByRole('region', { name: 'Inputs' })).toHaveCount(0);
  // The presenter view is a chunk of its own: its keys work once it is on screen.
  await expect(page.getByRole('region', { name: 'Scenario and answer' })).toBeVisible();

  // The keys work with the focus anywhere outside a form field, the Present button included.
  await page.keyboard.press('ArrowDown');
  await expect(counter(page)).toHaveText(`Step 2 of ${STEPS}`);
  // Space presses a focused button rather than stepping.
  await pipeline(page).getByRole('button', { name: 'Next step' }).focus();
  await page.keyboard.press('Space');
  await expect(counter(page)).toHaveText(`Step 3 of ${STEPS}`);
  await expect(steps(page)).toHaveCount(3);
  // The arrow keys in the pipeline move the focus onto the step they reveal.
  await pipeline(page).getByRole('button', { name: /^3 / }).click();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Step 4 of ${STEPS}`);
  await expect(pipeline(page).locator('[data-step="3"]')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(presentButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: 'Inputs' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  // The editor shows the step the presenter was on.
  await expect(counter(page)).toHaveText(`Step 4 of ${STEPS}`);
});

test.describe('accessibility', () => {
  // As in accessibility.spec.ts: a window as tall as the page lets axe check every text's contrast.
  test.use({ viewport: { width: 1280, height: 2400 } });

  test('the presenter view with every step revealed has no accessibility violations', async ({
    page,
  }) => {
    await page.goto('/?present');
    await expect(counter(page)).toHaveText(`Step 1 of ${STEPS}`);
    await page.keyboard.press('End');
    await expect(side(page).getByRole('group', { name: /What kubectl prints/ })).toContainText(
      DENIAL,
    );
    await expect(
      pipeline(page).getByRole('heading', { name: `Step ${STEPS}: Answer` }),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
