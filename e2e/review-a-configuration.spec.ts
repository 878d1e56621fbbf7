import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editorGroup, openEditor, replaceText } from './support/editors.ts';

// Story: a platform engineer pastes the configuration of the image-policy webhook that once locked
// their cluster (gallery 66). Before anything is called, the Review group of the problems strip
// says why it can lock the cluster, with the upstream section; a click shows the field; the fix
// the guidance gives (a namespaceSelector leaving kube-system, kube-node-lease and the webhook's own
// namespace out) is one edit, and the Pod that could not start is admitted. Ctrl+Z takes it back.

const locking = readFileSync(
  new URL('../scenarios/66-webhook-could-lock-the-cluster.yaml', import.meta.url),
  'utf8',
);
const review = (page: Page) => page.getByRole('region', { name: /^Review \(\d+\)$/ });
const verdict = (page: Page) => page.getByRole('button', { name: /^Verdict: / });

/** The scenario text as autosave keeps it. */
const saved = (page: Page) =>
  expect.poll(() =>
    page.evaluate(() => {
      const raw = localStorage.getItem('admission-playground:autosave:v1');
      return raw === null ? undefined : (JSON.parse(raw) as { source: string }).source;
    }),
  );

async function pasteLocking(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', locking);
  await saved(page).toBe(locking);
}

test('the Review group says the webhook can lock the cluster, and its fix unlocks it', async ({
  page,
}) => {
  await pasteLocking(page);
  await expect(verdict(page)).toHaveText(/500/);
  await expect(review(page)).toHaveAccessibleName('Review (2)');
  const rows = review(page).getByRole('listitem');
  await expect(rows.nth(0)).toContainText(
    'webhook "image-policy.example.com" has failurePolicy Fail and sees CREATE pods in kube-system',
  );
  await expect(rows.nth(0)).toContainText(
    '(see "Avoiding operating on the kube-system namespace")',
  );
  await expect(rows.nth(1)).toContainText('CREATE pods in policy-system');
  await expect(rows.nth(1)).toContainText('(see "Avoiding deadlocks in self-hosted webhooks")');

  // A click selects the field the finding is about.
  await review(page)
    .getByRole('button', { name: /CREATE pods in kube-system/ })
    .click();
  const editor = editorGroup(page, 'Scenario');
  await expect(editor.locator('.monaco-editor.focused')).toBeVisible();
  await expect(editor.locator('.selected-text')).toHaveCount(1);

  // The guidance's fix, as one edit: both findings go and the Pod is admitted.
  await review(page)
    .getByRole('button', { name: 'Exclude kube-system, kube-node-lease, policy-system' })
    .first()
    .click();
  await saved(page).toContain(
    '- namespaceSelector: { matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease, policy-system] }] }\n          name: image-policy.example.com',
  );
  await expect(review(page)).toHaveCount(0);
  await expect(verdict(page)).not.toHaveText(/500/);

  await page.keyboard.press('Control+z');
  await saved(page).toBe(locking);
  await expect(review(page)).toHaveAccessibleName('Review (2)');
});

test('the Review group has no axe-core violations', async ({ page }) => {
  await pasteLocking(page);
  await expect(review(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include('.problems-review')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
