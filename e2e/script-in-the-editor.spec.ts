import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { caretAfter, editorGroup, openEditor, replaceText } from './support/editors.ts';

// Story: a person writes a `script` webhook. Its JavaScript is coloured inside the YAML, a syntax
// error is marked at its line with the parser's message while they type, and fixing it takes the
// mark away, in the whole-scenario editor and in the webhook servers editor alike.

// The request (a ConfigMap CREATE) does not reach the webhook (Secret DELETEs): the marks here are
// the editor's own, whatever the run does with scripts.
const SCENARIO = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: script-in-the-editor
request:
  operation: CREATE
  namespace: default
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c1, namespace: default } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: protect }
      webhooks:
        - name: protect.example.com
          clientConfig: { url: "https://x/" }
          rules: [{ operations: [DELETE], apiGroups: [""], apiVersions: [v1], resources: [secrets] }]
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  protect.example.com:
    script: |
      // Refuses to delete a protected secret.
      export default function admit(review) {
        const old = review.request.oldObject;
        if (old.metadata.labels?.protected === "true") {
          return { allowed: false, status: { code: 409, message: "secret is protected" } };
        }
        return { allowed: true };
      }
`;

const EDITOR = 'Scenario';
const ALLOWED = 'return { allowed: true };';
const BROKEN = 'return { allowed: true ;';

/** Opens the playground in a theme with the script scenario in the Scenario editor. */
async function openScript(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto('/');
  await openEditor(page, EDITOR);
  await replaceText(page, EDITOR, SCENARIO);
  await expect(
    editorGroup(page, EDITOR).locator('.view-line', {
      hasText: 'const old = review.request.oldObject;',
    }),
  ).toBeVisible();
}

/** The marks of one kind (`error`, `warning`) drawn on the editor line holding `text`. */
async function marksOnLine(
  group: Locator,
  kind: 'error' | 'warning',
  text: string,
): Promise<number> {
  const line = await group.locator('.view-line', { hasText: text }).boundingBox();
  // Not drawn this instant (Monaco redraws its lines): none yet, the poll asks again.
  if (!line) return 0;
  let count = 0;
  for (const mark of await group.locator(`.squiggly-${kind}`).all()) {
    const box = await mark.boundingBox();
    const middle = box ? box.y + box.height / 2 : -1;
    if (middle >= line.y && middle <= line.y + line.height) count++;
  }
  return count;
}

/** One problem as F8 shows it: its message, its source, and the widget's "1 of 2 problems". */
interface Shown {
  message: string;
  source: string;
  count: string;
}

/** The problems F8 shows, going through them twice (two at one place show one after the other). */
async function problemsShown(page: Page, group: Locator): Promise<Shown[]> {
  const widget = group.locator('.marker-widget');
  const shown: Shown[] = [];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('F8');
    await expect(widget).toBeVisible();
    const { message, source } = await widget
      .locator('.descriptioncontainer .message')
      .evaluate((block) => {
        const copy = block.cloneNode(true) as HTMLElement;
        const details = copy.querySelector('.details');
        details?.remove();
        return {
          message: (copy.textContent ?? '').trim(),
          source: details?.querySelector('.source')?.textContent ?? '',
        };
      });
    const count = (await group.locator('.peekview-title .dirname').innerText()).trim();
    shown.push({ message, source, count });
  }
  await page.keyboard.press('Escape');
  await expect(widget).toHaveCount(0);
  return shown;
}

/** Deletes the closing brace of `return { allowed: true }` and puts it back. */
async function breakScript(page: Page, name: string) {
  await caretAfter(page, name, ALLOWED);
  // The caret is after `;`: step over it and delete the brace.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await expect(editorGroup(page, name).locator('.view-line', { hasText: BROKEN })).toBeVisible();
}

/** Breaks the script, checks the mark and its message, and mends it. */
async function breakAndFix(page: Page, name: string) {
  const group = editorGroup(page, name);
  await expect(group.locator('.squiggly-error')).toHaveCount(0);
  await breakScript(page, name);

  // A mark on the broken line, with acorn's message under the editor's own 'script' owner.
  await expect.poll(() => marksOnLine(group, 'error', BROKEN)).toBe(1);
  const shown = await problemsShown(page, group);
  expect(shown.map(({ message, source }) => ({ message, source }))).toContainEqual({
    message: 'SyntaxError: Unexpected token',
    source: 'script',
  });

  // Typing the brace back takes the mark away.
  await caretAfter(page, name, BROKEN);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('}');
  await expect(group.locator('.view-line', { hasText: ALLOWED })).toBeVisible();
  await expect(group.locator('.squiggly-error')).toHaveCount(0);
}

test('colours the script, marks a syntax error at its line until it is fixed', async ({ page }) => {
  await openScript(page, 'light');
  const group = editorGroup(page, EDITOR);

  // The script reads as JavaScript, not as one YAML string: keywords, names, strings, comments.
  const header = group.locator('.view-line', {
    hasText: 'export default function admit(review) {',
  });
  await expect(header.locator('.js-keyword', { hasText: 'export' })).toHaveCSS(
    'color',
    'rgb(0, 0, 255)',
  );
  await expect(header.locator('.js-keyword', { hasText: 'function' })).toBeVisible();
  await expect(header.locator('.js-identifier', { hasText: 'admit' })).toBeVisible();
  const condition = group.locator('.view-line', { hasText: 'old.metadata.labels?.protected' });
  await expect(condition.locator('.js-string', { hasText: '"true"' })).toHaveCSS(
    'color',
    'rgb(163, 21, 21)',
  );
  await expect(group.locator('.js-comment', { hasText: 'Refuses to delete' })).toBeVisible();
  // The YAML around it is not JavaScript.
  await expect(
    group.locator('.view-line', { hasText: 'kind: AdmissionScenario' }).locator('[class*="js-"]'),
  ).toHaveCount(0);

  await breakAndFix(page, EDITOR);
});

test('the webhook servers editor colours and checks the script too', async ({ page }) => {
  await openScript(page, 'light');
  await openEditor(page, 'Webhook servers');
  const group = editorGroup(page, 'Webhook servers');
  await expect(group.locator('.js-keyword', { hasText: 'export' })).toBeVisible();
  await breakAndFix(page, 'Webhook servers');
});

// The run reports the same syntax error (an engine error of kind 'script'): the problems list
// under the editors lists it, but the editors keep one mark, their own (owner 'script').
for (const name of [EDITOR, 'Webhook servers']) {
  test(`the run does not mark again a syntax error the ${name} editor marks`, async ({ page }) => {
    await openScript(page, 'light');
    if (name !== EDITOR) await openEditor(page, name);
    const group = editorGroup(page, name);
    await breakScript(page, name);
    await expect.poll(() => marksOnLine(group, 'error', BROKEN)).toBe(1);
    // The run's answer for the broken text has arrived (the page lists its error) and is drawn.
    await expect(page.getByText('SyntaxError: Unexpected token (script line')).toBeVisible();
    await page.waitForTimeout(1_000);
    await caretAfter(page, name, BROKEN);
    const shown = await problemsShown(page, group);
    expect(shown.map((p) => p.count)).toEqual(['1 of 1 problem', '1 of 1 problem']);
  });
}

// A script that throws: the run's trace says where (trace[i].script.at), and the editor warns there.
const THROWS = SCENARIO.replace('operations: [DELETE]', 'operations: [CREATE]')
  .replace('resources: [secrets]', 'resources: [configmaps]')
  .replace(
    'const old = review.request.oldObject;',
    'const team = review.request.object.metadata.labels.team;',
  );
const THROWING_LINE = 'const team = review.request.object.metadata.labels.team;';

/**
 * Whether the one warning on the line holding `text` marks its last `team`: where V8 says reading
 * it threw (the stack trace's column, through the sandbox's wrapping and the blob: module's prefix).
 */
async function warnsAtTeam(group: Locator, text: string): Promise<boolean> {
  const line = group.locator('.view-line', { hasText: text });
  const name = await line
    .locator('.js-identifier', { hasText: /^team$/ })
    .last()
    .boundingBox();
  const marks = await group.locator('.squiggly-warning').all();
  if (!name || marks.length !== 1) return false;
  const mark = await marks[0]!.boundingBox();
  return mark !== null && Math.abs(mark.x - name.x) < 2 && Math.abs(mark.width - name.width) < 2;
}

test('warns where the script threw when the webhook was called, until the script changes', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, EDITOR);
  await replaceText(page, EDITOR, THROWS);
  const group = editorGroup(page, EDITOR);
  await expect(group.locator('.view-line', { hasText: THROWING_LINE })).toBeVisible();
  await expect.poll(() => marksOnLine(group, 'warning', THROWING_LINE)).toBe(1);
  await expect.poll(() => warnsAtTeam(group, THROWING_LINE)).toBe(true);
  await caretAfter(page, EDITOR, 'export default function admit(review) {');
  const shown = await problemsShown(page, group);
  expect(shown[0]).toEqual({
    message: `TypeError: Cannot read properties of undefined (reading 'team') (thrown when webhook "protect.example.com" was called)`,
    source: 'script',
    count: '1 of 1 problem',
  });
  // Another script text makes the run's place stale: the warning goes until the next run says again.
  // That run, for the new text, answers within a few frames: the page notes the moment it goes.
  await group.evaluate((editor) => {
    const seen = window as unknown as { warningGone?: boolean };
    seen.warningGone = false;
    const watch = () => {
      if (editor.querySelectorAll('.squiggly-warning').length === 0) seen.warningGone = true;
    };
    new MutationObserver(watch).observe(editor, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
  // F8 put the caret at the warning: back to the end of another line of the script.
  await caretAfter(page, EDITOR, 'export default function admit(review) {');
  await page.keyboard.type(' ');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { warningGone?: boolean }).warningGone))
    .toBe(true);
  // The script still throws there: the next run's warning is back at the same place.
  await expect.poll(() => marksOnLine(group, 'warning', THROWING_LINE)).toBe(1);
  await expect.poll(() => warnsAtTeam(group, THROWING_LINE)).toBe(true);
});

// On the script's first line the sandbox's wrapping shares the line (compileScript's head, the
// worker's `export default `): the column still lands on the name that threw.
const ONE_LINER =
  'export default (review) => ({ allowed: review.request.object.metadata.labels.team === "a" });';
const THROWS_ON_LINE_1 = THROWS.replace(/script: \|\n[\s\S]*$/, `script: |\n      ${ONE_LINER}\n`);

test("warns at the column that threw on the script's first line too", async ({ page }) => {
  await page.goto('/');
  await openEditor(page, EDITOR);
  await replaceText(page, EDITOR, THROWS_ON_LINE_1);
  const group = editorGroup(page, EDITOR);
  await expect(group.locator('.view-line', { hasText: ONE_LINER })).toBeVisible();
  await expect.poll(() => marksOnLine(group, 'warning', ONE_LINER)).toBe(1);
  await expect.poll(() => warnsAtTeam(group, ONE_LINER)).toBe(true);
});

// scriptTokens.css: the keyword colour of each theme.
const keywordColour = { light: 'rgb(0, 0, 255)', dark: 'rgb(111, 176, 232)' } as const;

for (const theme of ['light', 'dark'] as const) {
  test(`the coloured script has no contrast violations in the ${theme} theme`, async ({ page }) => {
    await openScript(page, theme);
    await expect(editorGroup(page, EDITOR).locator('.js-keyword').first()).toHaveCSS(
      'color',
      keywordColour[theme],
    );
    const { violations } = await new AxeBuilder({ page })
      .include('.monaco-editor')
      .withTags(['wcag2aa'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
