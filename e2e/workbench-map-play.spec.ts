import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { stepDetail } from './support/workbench.ts';

// Story: a trainer in front of a room walks the chain without touching the mouse: Space on the map
// plays the steps in call order, one a second, the selection and the focus moving together;
// Space again pauses, Escape stops. The decode node says how many fields defaulting filled in and
// opens them; round 1 is reached by an arrow from the webhook whose change made it.

const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });
const selected = (page: Page) => map(page).locator('[aria-current="step"]');
const counter = (page: Page) => map(page).getByText(/^Step \d+ of \d+$/);
const stepNumber = async (page: Page) =>
  Number(/^Step (\d+)/.exec((await counter(page).textContent()) ?? '')?.[1] ?? NaN);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(selected(page)).toBeVisible();
  // The page opens at the step that decided the answer: deny.example.com.
  await expect(counter(page)).toHaveText('Step 22 of 23');
});

/** Records, in the page, each step the map selects and which node has the focus right then. */
async function recordSelections(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { played: string[] };
    w.played = [];
    const map = document.getElementById('pipeline-map');
    if (map === null) throw new Error('no map');
    new MutationObserver(() => {
      const step = map.querySelector('[aria-current="step"]')?.getAttribute('data-step');
      const focused = document.activeElement?.getAttribute('data-step');
      if (step != null) w.played.push(`${step}${focused === step ? ' focused' : ''}`);
    }).observe(map, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
  });
}

const played = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { played: string[] }).played)]);

test('Space plays the steps in order with the focus following, Space pauses, Escape stops', async ({
  page,
}) => {
  await map(page)
    .getByRole('button', { name: /^decode/ })
    .click();
  await expect(counter(page)).toHaveText('Step 1 of 23');
  await recordSelections(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Decode, then the labeler (the built-in plugins are folded), then its round 1: one a second,
  // the focus moving with the selection.
  await expect
    .poll(() => played(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['7 focused', '14 focused']));
  expect((await played(page)).slice(0, 2)).toEqual(['7 focused', '14 focused']);
  // Space on the focused node pauses: the step stays.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const paused = await stepNumber(page);
  await page.waitForTimeout(2500);
  expect(await stepNumber(page)).toBe(paused);

  // Play again, then Escape stops it where it is.
  await page.keyboard.press('Space');
  await expect.poll(() => stepNumber(page), { timeout: 10_000 }).toBeGreaterThan(paused);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const stopped = await stepNumber(page);
  await page.waitForTimeout(2500);
  expect(await stepNumber(page)).toBe(stopped);
});

test('Play runs to the answer and stops there; from the answer it starts again at the top', async ({
  page,
}) => {
  // From the deciding step (22) the answer is next.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(counter(page)).toHaveText('Step 23 of 23', { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 5000 });
  await page.waitForTimeout(1500);
  await expect(counter(page)).toHaveText('Step 23 of 23');
  await recordSelections(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  // The focus was on the Play button, not on a node: the selection moved without it.
  expect((await played(page))[0]).toBe('0');
});

test('the decode node counts the defaults and opens them in the inspector', async ({ page }) => {
  const decode = map(page).getByRole('button', { name: /^decode/ });
  await expect(decode).toContainText('+8 defaults');
  await decode.click();
  await expect(stepDetail(page).getByRole('heading', { name: 'Step 1: decode' })).toBeVisible();
  await expect(stepDetail(page).getByRole('tab', { name: 'Object', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(stepDetail(page).getByRole('button', { name: 'Diff' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    stepDetail(page).getByRole('region', { name: 'Object before and after step 1' }),
  ).toContainText('imagePullPolicy');
});

test('an arrow runs from the change that made round 1 to round 1', async ({ page }) => {
  const from = map(page).getByRole('button', {
    name: /labeler\.example\.com in 10-labeler, round 0/,
  });
  const to = map(page).getByRole('button', {
    name: /labeler\.example\.com in 10-labeler, round 1/,
  });
  const arrow = map(page).locator('svg.wb-arrow');
  await expect(arrow).toHaveAttribute(
    'data-arrow',
    `${await from.getAttribute('data-step')}-${await to.getAttribute('data-step')}`,
  );
  const path = await arrow.locator(':scope > path').getAttribute('d');
  const [a, b, svg] = await Promise.all([
    from.boundingBox(),
    to.boundingBox(),
    arrow.boundingBox(),
  ]);
  if (a === null || b === null || svg === null || path === null) throw new Error('not drawn');
  // It starts at the round-0 node's right edge and ends at the round-1 node's left edge.
  const numbers = [...path.matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));
  expect(Math.abs(svg.x + (numbers[0] ?? NaN) - (a.x + a.width))).toBeLessThan(2);
  expect(Math.abs(svg.x + (numbers.at(-1) ?? NaN) - b.x)).toBeLessThan(2);
});

test('the gutter says why "10-b" runs before "9-a"', async ({ page }) => {
  const link = encodeShareLink(
    readFileSync(new URL('../scenarios/01-mutating-order-lexical.yaml', import.meta.url), 'utf8'),
  );
  if (!link.ok) throw new Error('no link');
  await page.goto(`/#${link.value}`);
  const gutter = map(page).getByRole('cell', { name: '10-b', exact: true });
  await expect(gutter).toHaveAttribute(
    'title',
    /byte order of their names[^]*"10-b" runs before "9-a": names compare byte by byte and "1" \(0x31\) < "9" \(0x39\)/,
  );
});
