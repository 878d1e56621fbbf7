import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { stepDetail, stepTab } from './support/workbench.ts';

// Story: a person copies what they need into a bug report or a terminal — what kubectl prints,
// the stored object as YAML and as JSON, a patch, the reviews sent and received — and gets exactly
// what the page shows. However long the inspector grows (a nested request with its steps open),
// the page itself never scrolls at 1024 px and wider: the panes do.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function open(page: Page, file: string) {
  const link = encodeShareLink(
    readFileSync(new URL(`../scenarios/${file}`, import.meta.url), 'utf8'),
  );
  if (!link.ok) throw new Error(`${file} does not make a link`);
  await page.goto(`/#${link.value}`);
  await expect(map(page).locator('[aria-current="step"]')).toBeVisible();
}

async function copy(page: Page, name: string): Promise<string> {
  await stepDetail(page).locator('..').getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' }).first()).toBeVisible();
  return clipboard(page);
}

test('copies what kubectl prints and the stored object, as YAML and as JSON', async ({ page }) => {
  await open(page, '01-mutating-order-lexical.yaml');
  await page.getByRole('button', { name: /^Verdict: / }).click();
  const kubectl = await copy(page, 'Copy what kubectl prints');
  expect(kubectl).toBe(await stepDetail(page).locator('.pl-kubectl').innerText());
  expect(kubectl).toMatch(/created$/);
  const json = JSON.parse(await copy(page, 'Copy the object as JSON')) as {
    kind: string;
    metadata: { name: string; uid: string };
  };
  // The stored object: storage gave it a uid.
  expect(json).toMatchObject({ kind: 'ConfigMap', metadata: { name: 'app-settings' } });
  expect(json.metadata.uid).toMatch(/^[0-9a-f-]{36}$/);
  const yaml = await copy(page, 'Copy the object as YAML');
  expect(yaml).toMatch(/^kind: ConfigMap$/m);
  expect(yaml).toContain(`uid: ${json.metadata.uid}`);
});

test('copies a step’s patch and the reviews it sent and received', async ({ page }) => {
  await page.goto('/');
  await map(page)
    .getByRole('button', { name: /labeler\.example\.com in 10-labeler, round 0/ })
    .click();
  await stepTab(page, 'Patch (1)');
  const patch = JSON.parse(await copy(page, 'Copy the patch')) as { op: string; path: string }[];
  expect(patch).toEqual([
    expect.objectContaining({ op: 'add', path: '/metadata/labels/injected' }),
  ]);
  await stepTab(page, 'Review');
  const sent = JSON.parse(await copy(page, 'Copy the review sent')) as {
    kind: string;
    request: { operation: string };
  };
  expect(sent).toMatchObject({ kind: 'AdmissionReview', request: { operation: 'CREATE' } });
  const received = JSON.parse(await copy(page, 'Copy the review received')) as {
    response: { allowed: boolean; patchType: string };
  };
  expect(received.response).toMatchObject({ allowed: true, patchType: 'JSONPatch' });
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`at ${String(viewport.width)}×${String(viewport.height)} a long inspector scrolls in its pane, never the page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '32-namespace-auto-provision-nested.yaml');
    await page.getByRole('button', { name: 'Show built-in plugins' }).click();
    await map(page)
      .getByRole('button', { name: /^NamespaceAutoProvision/ })
      .click();
    const steps = stepDetail(page).locator('.wb-nested-steps > li summary');
    for (let i = 0; i < (await steps.count()); i += 1) await steps.nth(i).click();
    // The inspector's pane scrolls.
    const pane = page.getByRole('region', { name: 'Inspector' }).locator('..');
    expect(await pane.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
    const page_ = await page.evaluate(() => ({
      below: document.documentElement.scrollHeight - window.innerHeight,
      aside: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(page_).toEqual({ below: 0, aside: 0 });
  });
}
