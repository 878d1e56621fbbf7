import { expect, test, type Page } from '@playwright/test';
import { editorGroup, openEditor, replaceText } from './support/editors.ts';
import { inspector, stepDetail, stepTab } from './support/workbench.ts';

// Story: a person links what they wrote to what was computed. Selecting a step on the map marks
// that webhook's block and the rule that matched in the Configurations editor; hovering a JSON
// pointer in a patch, in Blame or in a denial message lights the same field in the Object editor.

const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });

/** The text of the editor lines a decoration class paints, as Monaco draws them. */
function paintedLines(page: Page, editor: string, decoration: string) {
  return editorGroup(page, editor).evaluate((host, cls) => {
    const topOf = (el: Element | null) => (el instanceof HTMLElement ? el.style.top : '');
    const tops = new Set(
      [
        ...host.querySelectorAll(`.view-overlays [class*="${cls}"], .view-lines [class*="${cls}"]`),
      ].map((el) => topOf(el.closest('.view-overlays > div, .view-line'))),
    );
    return [...host.querySelectorAll('.view-lines .view-line')]
      .filter((line) => tops.has(topOf(line)))
      .map((line) => (line.textContent ?? '').replaceAll('\u00a0', ' ').trim());
  }, decoration);
}

/** Scrolls an editor's text by `dy` pixels, as a mouse wheel over it does. */
async function scrollEditor(page: Page, editor: string, dy: number) {
  await editorGroup(page, editor).locator('.view-lines').hover();
  await page.mouse.wheel(0, dy);
}

test.use({ viewport: { width: 1440, height: 1400 } });

test('selecting a step marks its webhook and the rule that matched in Configurations', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Configurations', 'Configurations and policies');
  // The page opens at deny.example.com, the step that decided the answer.
  await expect
    .poll(() => paintedLines(page, 'Configurations and policies', 'stepBlock'))
    .toContain('- name: deny.example.com');
  await scrollEditor(page, 'Configurations and policies', 400);
  await expect
    .poll(() => paintedLines(page, 'Configurations and policies', 'stepRule'))
    .toEqual([
      '- operations: [CREATE, UPDATE]',
      'apiGroups: [""]',
      'apiVersions: [v1]',
      'resources: [pods]',
    ]);

  await map(page)
    .getByRole('button', { name: /labeler\.example\.com in 10-labeler, round 0/ })
    .click();
  await scrollEditor(page, 'Configurations and policies', -800);
  await expect
    .poll(() => paintedLines(page, 'Configurations and policies', 'stepBlock'))
    .toContain('- name: labeler.example.com');
  expect(await paintedLines(page, 'Configurations and policies', 'stepBlock')).not.toContain(
    '- name: deny.example.com',
  );
  await expect
    .poll(() => paintedLines(page, 'Configurations and policies', 'stepRule'))
    .toEqual([
      '- operations: [CREATE]',
      'apiGroups: [""]',
      'apiVersions: [v1]',
      'resources: [pods]',
    ]);

  // A built-in plugin has no block to mark.
  await map(page)
    .getByRole('button', { name: /^decode/ })
    .click();
  await expect
    .poll(() => paintedLines(page, 'Configurations and policies', 'stepBlock'))
    .toEqual([]);
});

test('hovering a pointer in a patch or in Blame lights the field in the Object editor', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Object');
  await map(page)
    .getByRole('button', { name: /labeler\.example\.com in 10-labeler, round 0/ })
    .click();
  await stepTab(page, 'Patch');
  const op = stepDetail(page)
    .getByRole('listitem')
    .filter({ hasText: '/metadata/labels/injected' });
  await op.hover();
  // The label is the webhook's, not in the object as written: its parent, labels, is lit.
  await expect
    .poll(() => paintedLines(page, 'Object', 'fieldLit'))
    .toEqual(['labels: { app: web }']);

  await stepTab(page, 'Object');
  await stepDetail(page).getByRole('button', { name: 'Blame' }).click();
  const blame = stepDetail(page).getByRole('list', { name: 'Blame: who last wrote each line' });
  await blame.getByRole('listitem').filter({ hasText: 'image: nginx:1.27' }).hover();
  await expect.poll(() => paintedLines(page, 'Object', 'fieldLit')).toEqual(['image: nginx:1.27']);
  // Leaving Blame clears the light.
  await page.getByRole('heading', { name: 'Inputs' }).hover();
  await expect.poll(() => paintedLines(page, 'Object', 'fieldLit')).toEqual([]);
});

test('hovering a field a denial message names lights it in the Object editor and in Blame', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Object');
  await replaceText(
    page,
    'Object',
    'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n  labels: { app: web }\nspec:\n  containers:\n    - name: app\n      image: " nginx"\n',
  );
  const verdict = page.getByRole('button', { name: /^Verdict: / });
  await expect(verdict).toHaveText(/422/);
  await verdict.click();
  const field = stepDetail(page)
    .locator('.field-link', { hasText: 'spec.containers[0].image' })
    .first();
  await field.hover();
  await expect.poll(() => paintedLines(page, 'Object', 'fieldLit')).toEqual(['image: " nginx"']);
  await expect(
    inspector(page)
      .getByRole('list', { name: 'Blame: who last wrote each line' })
      .getByRole('listitem')
      .filter({ hasText: 'image: " nginx"' }),
  ).toHaveClass(/wb-lit/);
});
