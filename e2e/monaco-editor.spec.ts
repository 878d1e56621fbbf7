import { expect, test, type Page } from '@playwright/test';
import { editorProblems } from './support/editors.ts';
import { isLocal, recordRequests } from './support/network.ts';

// Story: the object editor starts as a plain textarea, becomes a Monaco YAML editor once the page
// is idle, and then offers schema completion and shows markers, all without leaving the host.

interface Timeline {
  textarea?: number | undefined;
  monaco?: number | undefined;
}

declare global {
  interface Window {
    editorTimeline?: Timeline;
  }
}

/** Records (in page time) when the textarea fallback and Monaco first appear. */
function recordTimeline() {
  const timeline: Timeline = {};
  window.editorTimeline = timeline;
  new MutationObserver(() => {
    timeline.textarea ??= document.querySelector('textarea.scenario-editor')
      ? performance.now()
      : undefined;
    timeline.monaco ??= document.querySelector('.monaco-editor') ? performance.now() : undefined;
  }).observe(document, { childList: true, subtree: true });
}

const editorGroup = (page: Page, name: string) => page.getByRole('group', { name });

/** Puts the caret on a new empty first line of the editor. */
async function newFirstLine(page: Page, name: string) {
  await editorGroup(page, name).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
}

const problems = editorProblems;

/** Asks for completion until the YAML worker (which may still be starting) offers `label`. */
async function expectCompletion(page: Page, label: string) {
  const suggestions = page.locator('.monaco-editor .suggest-widget');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await expect(suggestions).toContainText(label, { timeout: 2_000 });
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordTimeline);
});

test('the object editor becomes a Monaco YAML editor, offline, after first paint', async ({
  page,
  context,
}) => {
  const requested = await recordRequests(context);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto('/');
  const group = editorGroup(page, 'Object');
  await expect(group.locator('.monaco-editor')).toBeVisible();
  // Monaco's own textbox carries the editor's name, so it is found like the textarea was.
  await expect(page.getByRole('textbox', { name: 'Object', exact: true })).toHaveCount(1);
  await expect(group.getByRole('textbox', { name: 'Object', exact: true })).toHaveCount(1);
  await expect(page.getByText('Tab moves focus')).toBeVisible();

  const timeline = await page.evaluate(() => ({
    ...window.editorTimeline,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(timeline.textarea, 'the textarea is there before Monaco').toBeLessThanOrEqual(
    timeline.monaco ?? 0,
  );
  expect(timeline.paint, 'the page paints before Monaco mounts').toBeLessThan(timeline.monaco ?? 0);

  await expect
    .poll(() => workers.some((url) => /yaml\.worker/.test(url)), { message: 'a YAML worker runs' })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => !isLocal(url))).toEqual([]);
  // The editor and its schemas came from the same host, as chunks of their own.
  expect(requested.some((url) => /MonacoCodeEditor-[\w-]+\.js$/.test(url))).toBe(true);
  // Only the schema of the scenario's Kubernetes version is fetched, not the other versions'.
  expect(requested.filter((url) => /scenario-1\.\d+-[\w-]+\.js$/.test(url))).toHaveLength(1);
});

test('completes Pod fields from the Kubernetes schema and marks a wrong type', async ({ page }) => {
  await page.goto('/');
  await expect(editorGroup(page, 'Object').locator('.monaco-editor')).toBeVisible();

  await newFirstLine(page, 'Object');
  // The sample Pod has apiVersion, kind, metadata and spec; status is the field left to offer.
  await expectCompletion(page, 'status');
  await page.keyboard.press('Escape');

  await page.keyboard.type('status: 5');
  await expect(
    editorGroup(page, 'Object').locator('.squiggly-error, .squiggly-warning').first(),
  ).toBeVisible();
  expect(await problems(page, 'Object', 1)).toContain('Incorrect type. Expected "PodStatus"');
});

test('completes webhook fields in the configurations editor', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Configurations' }).click();
  const group = editorGroup(page, 'Configurations and policies');
  await expect(group.locator('.monaco-editor')).toBeVisible();

  // The first `sideEffects: None` line is the mutating webhook's; add a field after it.
  await group.locator('.view-line', { hasText: 'sideEffects: None' }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('rein');
  await expectCompletion(page, 'reinvocationPolicy');
});

test('marks an unknown scenario field and broken YAML in the scenario editor', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Scenario' }).click();
  const group = editorGroup(page, 'Scenario');
  await expect(group.locator('.monaco-editor')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scenario', exact: true })).toHaveCount(1);
  // The sample scenario is valid against the generated schema: no marker at all.
  await expect(group.locator('.squiggly-error, .squiggly-warning')).toHaveCount(0);

  await newFirstLine(page, 'Scenario');
  await page.keyboard.type('colour: blue');
  await expect(group.locator('.squiggly-error, .squiggly-warning').first()).toBeVisible();
  // Two voices on one mistake: the engine's own marker, and (after the YAML worker's debounce)
  // the schema's.
  await expect(async () => {
    const said = await problems(page, 'Scenario', 2);
    expect(said).toContain('unknown field "colour"');
    expect(said).toContain('Property colour is not allowed');
  }).toPass();

  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('End');
  await page.keyboard.type(' ]');
  await expect(group.locator('.squiggly-error').first()).toBeVisible();
});
