import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { result } from './support/editors.ts';

// Story: someone opens a shared link on a slow phone. kubectl's line is on screen before any of
// the app's own scripts is even requested (the engine worker decoded and ran the link, the early
// script painted it); then the full workbench takes over with the same verdict, without running
// the scenario again. A link that cannot be opened, a normal visit and a presenter's link are as
// before: no early verdict for them.

const GALLERY = readFileSync('scenarios/01-mutating-order-lexical.yaml', 'utf8');

function linkOf(text: string): string {
  const link = encodeShareLink(text);
  if (!link.ok) throw new Error('the scenario does not encode');
  return link.value;
}

/** What the page did, recorded from its first script on. */
interface Seen {
  /** The messages the page posted to its workers, by type. */
  posted: string[];
  /** kubectl's first line on screen: its text, whether the app drew it, what the page had asked for then. */
  first?: { text: string; inApp: boolean; requested: string[] };
  /** Whether the early verdict's placeholder was ever in the page. */
  placeholder: boolean;
}

// A string, so that nothing of the test's own compiled helpers leaks into the page.
const RECORD = `(() => {
  const seen = { posted: [], placeholder: false };
  window.__seen = seen;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.type === 'string') seen.posted.push(message.type);
    return post.call(this, message, ...rest);
  };
  new MutationObserver(() => {
    if (document.getElementById('verdict-first') !== null) seen.placeholder = true;
    const line = document.querySelector('.wb-kubectl');
    if (seen.first !== undefined || line === null || line.textContent === '') return;
    const requested = [
      ...[...document.querySelectorAll('script[src], link[href]')].map((e) => e.src || e.href),
      ...performance.getEntriesByType('resource').map((e) => e.name),
    ];
    seen.first = { text: line.textContent, inApp: line.closest('#root') !== null, requested };
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
const kubectl = (page: Page) => result(page).getByRole('group', { name: 'What kubectl prints' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: RECORD });
});

test("a shared link shows kubectl's line before the app loads, then the workbench with the same verdict, run once", async ({
  page,
}) => {
  await page.goto(`/#${linkOf(GALLERY)}`);
  await expect(kubectl(page)).toContainText('Warning: 10-b: set data.order');
  const { first, posted } = await seen(page);
  // Painted by the early script, into its placeholder, before the app's entry or React were asked for.
  expect(first?.inApp).toBe(false);
  const entry = await page.locator('#app-boot').getAttribute('data-entry');
  expect(entry).toMatch(/index-[\w-]+\.js$/);
  const app = (entry ?? '').replace(/^\.\//, '');
  expect(first?.requested.filter((url) => url.includes(app) || /\/startup-/.test(url))).toEqual([]);
  // The app's map shows the same line, and has taken the placeholder's place.
  expect(await kubectl(page).locator('.wb-kubectl').innerText()).toBe(first?.text);
  await expect(page.locator('#verdict-first')).toHaveCount(0);
  await expect(page.locator('.wb-kubectl')).toHaveCount(1);
  // One request to the engine: the early script's link. The app took its answer over.
  expect(posted.filter((t) => t === 'open-link' || t === 'evaluate')).toEqual(['open-link']);
});

test('a link that cannot be opened paints no early verdict and says why', async ({ page }) => {
  await page.goto('/#v1.eJzLSM3JyVcozy_KSQEAGgQEXQ-truncated');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link could not be opened' }),
  ).toBeVisible();
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  const { placeholder, first } = await seen(page);
  expect(placeholder).toBe(false);
  expect(first?.inApp).toBe(true);
});

test('a visit without a link opens as before: the app evaluates the autosaved work itself', async ({
  page,
}) => {
  await page.goto('/');
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  const { placeholder, posted, first } = await seen(page);
  expect(placeholder).toBe(false);
  expect(first?.inApp).toBe(true);
  expect(posted.filter((t) => t === 'open-link' || t === 'evaluate')).toEqual(['evaluate']);
});

test("a presenter's link does not give the answer away before it is revealed", async ({ page }) => {
  await page.goto(`/?present#${linkOf(GALLERY)}`);
  await expect(page.getByRole('banner').getByText(/^Step 1 of \d+$/)).toBeVisible();
  const { placeholder, posted } = await seen(page);
  expect(placeholder).toBe(false);
  // Still opened and run once, by the worker the page started first.
  expect(posted.filter((t) => t === 'open-link' || t === 'evaluate')).toEqual(['open-link']);
});

test("when the app's script cannot load, the link's verdict stays and says to reload", async ({
  page,
}) => {
  // The network goes as the verdict is painted: the app's entry never arrives.
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`/#${linkOf(GALLERY)}`);
  await expect(page.locator('#verdict-first')).toContainText('configmap/app-settings created');
  await expect(page.getByRole('alert')).toHaveText(
    'The workbench could not be loaded: reload the page to try again.',
  );
});
