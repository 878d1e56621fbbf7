import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editorGroup, openEditor, replaceText } from './support/editors.ts';
import { pickTheme } from './support/workbench.ts';

// Story: a person pastes a real Pod and configuration and hits the walls a paste hits — the
// request's namespace is not the object's, the cluster lacks the Namespace and ServiceAccount the
// plugins look up, a webhook answer's key is misspelt, a rule names `pod`. The problems strip at
// the bottom of the inputs lists each with its place; a click on it selects the place in its
// editor; its quick fix is one edit that Ctrl+Z takes back, every other byte (comments too) kept.

const pasted = `kind: AdmissionScenario
request:
  operation: CREATE
  namespace: team-a # the request bar's
  userInfo: { username: alice }
  object:
    apiVersion: v1
    kind: Pod
    metadata:
      name: web
      namespace: payments # from kubectl get -o yaml
    spec:
      serviceAccountName: checkout
      containers: [{ name: app, image: nginx }]
cluster:
  # what the cluster holds
  objects:
    - { apiVersion: v1, kind: Namespace, metadata: { name: team-a } }
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: policy }
      webhooks:
        - name: deny.example.com
          clientConfig: { url: https://policy.example.com/validate }
          rules:
            - operations: [CREATE]
              apiGroups: [""]
              apiVersions: [v1]
              resources: [pod] # what it guards
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  # the policy server's answer
  deny.exmple.com:
    response: { allowed: false, status: { code: 403, message: not allowed } }
`;

const strip = (page: Page) => page.locator('.problems-strip');
const problems = (page: Page) => page.getByRole('region', { name: /^Problems \(\d+\)$/ });
const chip = (page: Page) => page.getByRole('button', { name: /^Request: / });
const fix = (page: Page, name: string) => problems(page).getByRole('button', { name, exact: true });

/** The scenario text as autosave keeps it: the whole text, byte for byte. */
const saved = (page: Page) =>
  expect.poll(() =>
    page.evaluate(() => {
      const raw = localStorage.getItem('admission-playground:autosave:v1');
      return raw === null ? undefined : (JSON.parse(raw) as { source: string }).source;
    }),
  );

async function paste(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', pasted);
  await expect(chip(page)).toContainText('in team-a');
  await saved(page).toBe(pasted);
}

const nsFixed = pasted.replace('namespace: team-a # the', 'namespace: payments # the');
const withNamespace = `${nsFixed.replace(
  '          admissionReviewVersions: [v1]\n',
  '          admissionReviewVersions: [v1]\n    - apiVersion: v1\n      kind: Namespace\n      metadata:\n        name: payments\n',
)}`;
const withAccount = withNamespace.replace(
  '        name: payments\n',
  '        name: payments\n    - apiVersion: v1\n      kind: ServiceAccount\n      metadata:\n        name: checkout\n        namespace: payments\n',
);
const renamed = withAccount.replace('  deny.exmple.com:', '  deny.example.com:');
const allFixed = renamed.replace('resources: [pod] #', 'resources: [pods] #');

test('each wall of a paste gets a quick fix, applied as one edit and undone with Ctrl+Z', async ({
  page,
}) => {
  await paste(page);

  // The namespaces disagree: the API server refuses the object before admission.
  await expect(problems(page)).toContainText(
    'metadata.namespace "payments" is not the request\'s namespace "team-a"',
  );
  await fix(page, 'Use namespace payments').click();
  await expect(chip(page)).toContainText('in payments');
  await saved(page).toBe(nsFixed);
  await page.keyboard.press('Control+z');
  await expect(chip(page)).toContainText('in team-a');
  await saved(page).toBe(pasted);
  await page.keyboard.press('Control+Shift+z');
  await saved(page).toBe(nsFixed);

  // Next wall: NamespaceLifecycle finds no Namespace payments.
  await fix(page, 'Add Namespace payments').click();
  await saved(page).toBe(withNamespace);
  // Then the ServiceAccount plugin finds no service account payments/checkout.
  await fix(page, 'Add ServiceAccount payments/checkout').click();
  await saved(page).toBe(withAccount);
  await page.keyboard.press('Control+z');
  await saved(page).toBe(withNamespace);
  await expect(fix(page, 'Add ServiceAccount payments/checkout')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await saved(page).toBe(withAccount);

  // The misspelt answer key and the unknown resource, each with its fix.
  await fix(page, 'Rename to deny.example.com').click();
  await saved(page).toBe(renamed);
  await fix(page, 'Use pods').click();
  await saved(page).toBe(allFixed);
  // Every wall is down: the webhook is called and denies.
  await expect(page.getByRole('button', { name: /^Verdict: / })).toHaveText(
    '✗ 403 from deny.example.com',
  );
  await expect(problems(page)).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await saved(page).toBe(renamed);
  await expect(fix(page, 'Use pods')).toBeVisible();
});

test('a finding selects its place in the editor that shows it, by click and by Enter', async ({
  page,
}) => {
  await paste(page);
  await fix(page, 'Use namespace payments').click();
  await fix(page, 'Add Namespace payments').click();
  await fix(page, 'Add ServiceAccount payments/checkout').click();
  await saved(page).toBe(withAccount);
  // Outside the Scenario tab, a place is shown in the section editor that holds it.
  await openEditor(page, 'Object');
  // Each tab counts the findings placed in it.
  const tabs = page.getByRole('tablist', { name: 'Inputs' });
  await expect(tabs.getByRole('tab', { name: 'Configurations' }).locator('.tab-badge')).toHaveText(
    '1',
  );
  await expect(tabs.getByRole('tab', { name: 'Webhook servers' }).locator('.tab-badge')).toHaveText(
    '1',
  );
  await expect(tabs.getByRole('tab', { name: 'Object' }).locator('.tab-badge')).toHaveCount(0);

  const resource = problems(page).getByRole('button', { name: /no resource "pod"/ });
  await expect(resource).toHaveText(/^Configurations and policies \d+:\d+: no resource "pod"/);
  await resource.click();
  const configurations = page.getByRole('tablist', { name: 'Inputs' }).getByRole('tab', {
    name: 'Configurations',
  });
  await expect(configurations).toHaveAttribute('aria-selected', 'true');
  const editor = editorGroup(page, 'Configurations and policies');
  await expect(editor.locator('.monaco-editor.focused')).toBeVisible();
  await expect(editor.locator('.selected-text')).toHaveCount(1);
  // The selection is the word: typing replaces exactly it.
  await page.keyboard.type('services');
  await saved(page).toMatch(/resources: \[ ?services ?\]/);

  // The keyboard: Tab to the answer's finding, Enter selects its key in Webhook servers.
  const answer = problems(page).getByRole('button', { name: /webhook answer "deny.exmple.com"/ });
  await answer.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('tablist', { name: 'Inputs' }).getByRole('tab', { name: 'Webhook servers' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(
    editorGroup(page, 'Webhook servers').locator('.monaco-editor.focused'),
  ).toBeVisible();
  await expect(editorGroup(page, 'Webhook servers').locator('.selected-text')).toHaveCount(1);
});

for (const theme of ['Light', 'Dark'] as const) {
  test(`the strip has no axe-core violations in the ${theme.toLowerCase()} theme`, async ({
    page,
  }) => {
    await paste(page);
    await pickTheme(page, theme);
    await expect(problems(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('.problems-strip')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await expect(strip(page)).toBeVisible();
  });
}
