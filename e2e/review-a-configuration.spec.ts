import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editorGroup, openEditor, replaceText } from './support/editors.ts';
import { pickTheme } from './support/workbench.ts';

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

async function paste(page: Page, text: string, width = 1440, height = 900) {
  await page.setViewportSize({ width, height });
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', text);
  await saved(page).toBe(text);
}

const pasteLocking = (page: Page) => paste(page, locking);

// The same webhook with a namespaceSelector of the team's own: the fix narrows it, never replaces it.
const selected = locking.replace(
  '          failurePolicy: Fail\n',
  '          namespaceSelector:\n            matchLabels: {} # every namespace, for now\n          failurePolicy: Fail\n',
);

// A sidecar injector that appends its container whether or not it is there (the sidecar-twice bug).
const injecting = `request:
  object: { apiVersion: v1, kind: Pod, metadata: { name: p, namespace: default }, spec: { containers: [{ name: a, image: a }] } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: MutatingWebhookConfiguration
      metadata: { name: inject }
      webhooks:
        - name: inject.example.com
          clientConfig: { url: "https://inject.example.com/" }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }]
          sideEffects: None
          admissionReviewVersions: [v1]
          failurePolicy: Ignore
webhooks:
  inject.example.com:
    response: { allowed: true, patch: [{ op: add, path: /spec/containers/-, value: { name: proxy, image: envoy } }] }
`;

/** Expands a finding of the Review group by keyboard and returns its details. */
async function expand(page: Page, finding: RegExp) {
  const row = review(page).getByRole('listitem').filter({ hasText: finding });
  const more = row.getByRole('button', { name: 'Details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  return row;
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

test('a finding expands to why it matters and the guidance it quotes, with a link to the page', async ({
  page,
}) => {
  await pasteLocking(page);
  const row = await expand(page, /CREATE pods in kube-system/);
  await expect(row).toContainText('Why it matters:');
  await expect(row.locator('q')).toHaveText('Avoiding operating on the kube-system namespace');
  const link = row.getByRole('link', { name: 'Dynamic Admission Control (opens in a new tab)' });
  await expect(link).toHaveAttribute(
    'href',
    'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/#avoiding-operating-on-the-kube-system-namespace',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Enter again folds it.
  await page.keyboard.press('Enter');
  await expect(row.locator('q')).toHaveCount(0);
});

test('a webhook that is not idempotent shows its first and second output as a diff', async ({
  page,
}) => {
  await paste(page, injecting);
  const row = await expand(page, /not idempotent|idempotent/);
  const diff = row.getByRole('region', { name: 'First output and second output' });
  await expect(diff.locator('[data-kind="added"]')).toHaveText([
    /^\+\s+- image: envoy\s*$/,
    /^\+\s+name: proxy\s*$/,
  ]);
  await expect(diff.locator('[data-kind="removed"]')).toHaveCount(0);
});

test('the fix narrows a namespaceSelector of the webhook\u2019s own, and Ctrl+Z takes it back', async ({
  page,
}) => {
  await paste(page, selected);
  await expect(review(page)).toHaveAccessibleName('Review (2)');
  await review(page)
    .getByRole('button', { name: 'Exclude kube-system, kube-node-lease, policy-system' })
    .first()
    .click();
  await saved(page).toBe(
    selected.replace(
      '            matchLabels: {} # every namespace, for now\n',
      '            matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease, policy-system] }]\n            matchLabels: {} # every namespace, for now\n',
    ),
  );
  await expect(review(page)).toHaveCount(0);
  await expect(verdict(page)).not.toHaveText(/500/);

  await page.keyboard.press('Control+z');
  await saved(page).toBe(selected);
  await expect(review(page)).toHaveAccessibleName('Review (2)');
});

test('at 1280\u00d7720 the strip keeps to a third of the window, scrolling on its own', async ({
  page,
}) => {
  // Fail closed as well: the deadlock findings join the injector's, and one is expanded.
  await paste(page, injecting.replace('failurePolicy: Ignore', 'failurePolicy: Fail'), 1280, 720);
  await expand(page, /idempotent/);
  const strip = page.locator('.problems-strip');
  const box = await strip.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(720 * 0.3 + 1);
  expect(await strip.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  // The editor keeps the rest: its first lines are above the strip, not under it.
  const editor = await editorGroup(page, 'Scenario').locator('.monaco-editor').boundingBox();
  expect((box?.y ?? 0) - (editor?.y ?? 0)).toBeGreaterThan(150);
});

for (const theme of ['Light', 'Dark'] as const)
  test(`an expanded finding and its diff have no axe-core violations (${theme.toLowerCase()})`, async ({
    page,
  }) => {
    await paste(page, injecting);
    await pickTheme(page, theme);
    await expand(page, /idempotent/);
    const { violations } = await new AxeBuilder({ page })
      .include('.problems-strip')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
