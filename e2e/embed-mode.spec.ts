import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { shareMenu } from './support/workbench.ts';

// Story: a trainer copies the embed snippet from the Share menu and pastes it into a slide; the
// frame (1000×520 or 800×450) shows the map and the caption strip, opening at the step the link
// names with the answer hidden until the last step, and nothing scrolls.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PARALLEL = readFileSync('scenarios/04-parallel-validation-first-denial.yaml', 'utf8');
const ANSWER =
  'admission webhook "fast.validate.example.com" denied the request: data.color must be one of red, green';

/** The embed link of the lesson at a step (the fast webhook's answer is the 4th of 6). */
function embedAt(step: number): string {
  const link = encodeShareLink(PARALLEL, { step });
  if (!link.ok) throw new Error('the lesson does not encode');
  return `/?embed#${link.value}`;
}

/** Puts the embed link in an iframe of the given size on an otherwise empty slide. */
async function slide(
  page: Page,
  src: string,
  width: number,
  height: number,
): Promise<FrameLocator> {
  await page.setViewportSize({ width: width + 40, height: height + 40 });
  await page.goto('/');
  const url = new URL(src, page.url()).href;
  await page.setContent(
    `<body style="margin:20px;background:#888"><iframe src="${url}" width="${String(width)}" height="${String(height)}" title="Admission Playground" style="border:0"></iframe></body>`,
  );
  return page.frameLocator('iframe');
}

const counter = (frame: FrameLocator) =>
  frame.getByRole('navigation', { name: 'Steps' }).getByText(/^Step \d+ of \d+$/);
/** What kubectl prints, in the map's answer band: hidden until the answer is revealed. */
const kubectl = (frame: FrameLocator) =>
  frame.getByRole('group', { name: 'What kubectl prints' }).locator('pre');
const node = (frame: FrameLocator, name: RegExp) =>
  frame.getByRole('region', { name: 'Pipeline' }).getByRole('button', { name }).first();

for (const [width, height] of [
  [1000, 520],
  [800, 450],
] as const) {
  test(`opens at the link's step in a ${String(width)}×${String(height)} frame, the answer last`, async ({
    page,
  }) => {
    // Position 5 is the fast webhook's answer: the link names the step the sender was on.
    const frame = await slide(page, embedAt(5), width, height);
    await expect(counter(frame)).toHaveText('Step 4 of 6');
    const fast = node(frame, /fast\.validate\.example\.com/);
    await expect(fast).toHaveAttribute('aria-current', 'step');
    await expect(fast).toBeInViewport({ ratio: 0.99 });
    await expect(node(frame, /slow\.validate\.example\.com/)).toBeHidden();
    await expect(kubectl(frame)).toBeHidden();
    await expect(frame.getByRole('status', { name: 'What this step did' })).toContainText(
      'fast.validate.example.com at 50 ms',
    );
    // Nothing in the frame scrolls: the map is scaled to fit.
    const overflow = await frame.locator('html').evaluate((root) => ({
      x: root.scrollWidth - root.clientWidth,
      y: root.scrollHeight - root.clientHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`embed-${String(width)}x${String(height)}.png`, {
      mask: [frame.locator('.wb-glyph')],
      maxDiffPixelRatio: 0.01,
    });

    await frame.getByRole('button', { name: 'Next step' }).click();
    await expect(counter(frame)).toHaveText('Step 5 of 6');
    await expect(kubectl(frame)).toBeHidden();
    await frame.getByRole('button', { name: 'Next step' }).click();
    await expect(counter(frame)).toHaveText('Step 6 of 6');
    await expect(kubectl(frame)).toBeVisible();
    await expect(kubectl(frame)).toContainText(ANSWER);
    await expect(frame.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });
}

test('a link without a step opens at the first step; the link back drops ?embed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 450 });
  await page.goto('/?lesson=3&embed');
  await expect(
    page.getByRole('navigation', { name: 'Steps' }).getByText(/^Step 1 of \d+$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inputs' })).toHaveCount(0);
  const link = page.getByRole('link', { name: /Open in Admission Playground/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const here = new URL(page.url());
  await expect(link).toHaveAttribute('href', `${here.origin}${here.pathname}?lesson=3${here.hash}`);
});

test('the Share menu copies an iframe snippet of the chosen size, titled', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await shareMenu(page);
  await page.getByRole('combobox', { name: 'Embed size' }).selectOption({ label: '800×450' });
  await page.getByRole('button', { name: 'Copy embed snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Embed snippet copied' })).toBeVisible();
  const html = await page.evaluate(() => navigator.clipboard.readText());
  expect(html).toMatch(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?embed#v2\.[\w-]+(\.\d+)?" width="800" height="450" title="Admission Playground: A mutating webhook adds a label, a validating webhook denies" style="border: 0" loading="lazy"><\/iframe>$/,
  );
});

test('the embed view has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 520 });
  await page.goto(embedAt(6));
  await expect(page.getByRole('group', { name: 'What kubectl prints' })).toContainText(ANSWER);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
