import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';

// Story: at a laptop's or a projector's resolution, the whole chain is on screen at once: every
// node of the map (each webhook and policy, decode, storage, the answer) and the verdict sit
// inside the window, uncovered, for the example and the gallery's first five lessons.

const dir = new URL('../scenarios/', import.meta.url);
const lessons = readdirSync(dir)
  .filter((f) => /^0[1-5]-.*\.yaml$/.test(f))
  .sort();

async function open(page: Page, file: string | undefined) {
  if (file === undefined) return page.goto('/');
  const link = encodeShareLink(readFileSync(new URL(file, dir), 'utf8'));
  if (!link.ok) throw new Error(`${file} does not make a link`);
  return page.goto(`/#${link.value}`);
}

/** Fails unless the element is wholly inside the window and is what a click at its centre hits. */
async function expectOnScreenUncovered(element: Locator, what: string) {
  const verdict = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside =
      r.left >= 0 &&
      r.top >= 0 &&
      r.right <= window.innerWidth &&
      r.bottom <= window.innerHeight &&
      r.width > 0;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inside,
      uncovered: hit !== null && (hit === el || el.contains(hit)),
      box: `${r.left},${r.top} ${r.width}×${r.height}`,
    };
  });
  expect(verdict, `${what} at ${verdict.box}`).toEqual({
    inside: true,
    uncovered: true,
    box: verdict.box,
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
]) {
  for (const file of [undefined, ...lessons]) {
    test(`${file ?? 'the example'} at ${String(viewport.width)}×${String(viewport.height)}: every node and the verdict on screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, file);
      const map = page.getByRole('region', { name: 'Pipeline map' });
      await expect(map.locator('[aria-current="step"]')).toBeVisible();
      await expectOnScreenUncovered(
        page.getByRole('button', { name: /^Verdict: / }),
        'the verdict',
      );
      const nodes = map.locator('.wb-node');
      const count = await nodes.count();
      expect(count).toBeGreaterThan(2);
      for (let i = 0; i < count; i += 1) {
        const node = nodes.nth(i);
        await expectOnScreenUncovered(
          node,
          (await node.getAttribute('aria-label')) ?? `node ${String(i)}`,
        );
      }
    });
  }
}
