import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { pipeline, result } from './support/editors.ts';
import { requestForm, shareMenu } from './support/workbench.ts';

// Stories: a person shares a scenario as a link and someone else opens it; a corrupt link, and
// one from a newer playground, say so without touching the person's own work.

const AUTOSAVE_KEY = 'admission-playground:autosave:v1';
const counter = (page: Page) => pipeline(page).getByText(/^Step \d+ of \d+$/);

test('a copied link opens the same scenario, at the same step, in a fresh browser', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await (
    await requestForm(page)
  )
    .getByRole('combobox', { name: 'Operation' })
    .selectOption('UPDATE');
  await page.keyboard.press('Escape');
  await pipeline(page)
    .getByRole('button', { name: /deny\.example\.com/ })
    .click();
  await expect(counter(page)).not.toHaveText(/^Step 1 of/);
  const at = await counter(page).innerText();
  const answer = await result(page)
    .getByRole('group', { name: /What kubectl prints/ })
    .innerText();

  await shareMenu(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#v2\.[\w-]+/);
  // The address bar follows too, after a quiet pause.
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(new URL(link).hash);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(counter(other)).toHaveText(at);
  await expect
    .poll(() =>
      result(other)
        .getByRole('group', { name: /What kubectl prints/ })
        .innerText(),
    )
    .toBe(answer);
  await expect((await requestForm(other)).getByRole('combobox', { name: 'Operation' })).toHaveValue(
    'UPDATE',
  );
  await fresh.close();
});

test('a link keeps the comments that explain the bug, and opens at its step, in view and focused', async ({
  page,
}) => {
  const { readFileSync } = await import('node:fs');
  const gallery = readFileSync('scenarios/04-parallel-validation-first-denial.yaml', 'utf8');
  const text = `# on-call: why does the error name the fast webhook?\n${gallery}`;
  // The slow webhook's answer: the last validating event, far down the map at 1280×720.
  const encoded = encodeShareLink(text, { step: 0 });
  if (!encoded.ok) throw new Error('the scenario does not encode');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/#${encoded.value}`);
  const slow = pipeline(page)
    .getByRole('button', { name: /slow\.validate\.example\.com/ })
    .first();
  await expect(slow).toBeVisible();
  const step = Number(await slow.getAttribute('data-step'));
  const atStep = encodeShareLink(text, { step });
  if (!atStep.ok) throw new Error('the scenario does not encode');
  await page.goto('about:blank');
  await page.goto(`/#${atStep.value}`);
  const node = pipeline(page).locator(`[data-step="${String(step)}"]`);
  await expect(node).toHaveAttribute('aria-current', 'step');
  await expect(node).toBeFocused();
  await expect(node).toBeInViewport();
  await page
    .getByRole('tablist', { name: 'Inputs' })
    .getByRole('tab', { name: 'Scenario' })
    .click();
  await expect(page.locator('#inputs')).toContainText(
    '# on-call: why does the error name the fast webhook?',
  );
  expect(encoded.value.startsWith('v2.')).toBe(true);
});

test('a link an older playground made (v1) still opens', async ({ page }) => {
  const { readFileSync } = await import('node:fs');
  const fixture = JSON.parse(
    readFileSync('src/engine/share/fixtures/v1/label-then-deny-step-4.json', 'utf8'),
  ) as { link: string };
  await page.goto(`/#${fixture.link}`);
  await expect(pipeline(page).locator('[data-step="4"]')).toHaveAttribute('aria-current', 'step');
  await expect(result(page)).toContainText('Error from server');
});

test('a corrupt link says so and leaves the autosaved work as it was', async ({ page }) => {
  const mine = (await import('../src/app/sampleScenario.ts')).sampleScenario.replace(
    'name: web',
    'name: my-own-pod',
  );
  const saved = JSON.stringify({ source: mine, savedAt: 1 });
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [AUTOSAVE_KEY, saved],
  );
  await page.goto('/#v1.eJzLSM3JyVcozy_KSQEAGgQEXQ-truncated');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link could not be opened' }),
  ).toBeVisible();
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your own autosaved scenario is shown instead' }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY)).toBe(saved);
});

test('a link from a newer playground is refused with a clear message, not a blank page', async ({
  page,
}) => {
  await page.goto('/#v9.AAAA');
  await expect(page.getByRole('alert').filter({ hasText: /newer version/ })).toBeVisible();
  await expect(result(page)).toContainText('Error from server');
});

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

// A ConfigMap key holding the markup would be refused by field validation before the webhook runs
// (it is no valid key), so the markup goes into the value.
test('a link with markup in every text field runs nothing and shows it as text', async ({
  page,
}) => {
  const scenario = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: xss
title: '${PAYLOAD}'
description: |
  ${PAYLOAD} [click](javascript:window.__xss=1) <a href="javascript:window.__xss=1">a</a>
request:
  userInfo: { username: '${PAYLOAD}', groups: ['${PAYLOAD}'], extra: { '${PAYLOAD}': ['${PAYLOAD}'] } }
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: settings, annotations: { note: '${PAYLOAD}' } }
    data: { payload: '${PAYLOAD}' }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: xss-config, annotations: { note: '${PAYLOAD}' } }
      webhooks:
        - name: deny.example.com
          clientConfig: { url: 'https://x.example/${PAYLOAD}' }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps] }]
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  deny.example.com:
    response:
      allowed: false
      warnings: ['${PAYLOAD}']
      auditAnnotations: { a: '${PAYLOAD}' }
      status: { code: 403, reason: '${PAYLOAD}', message: '${PAYLOAD}' }
`;
  const encoded = encodeShareLink(scenario);
  expect(encoded.ok).toBe(true);
  if (!encoded.ok) return;
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/#${encoded.value}`);
  await expect(result(page)).toContainText('Warning: <img src=x onerror=');
  // The link opens at the step that refused it; step back to the start, then through to the end.
  for (const name of ['First step', 'Next step', 'Last step'])
    await pipeline(page).getByRole('button', { name }).click();
  await page
    .getByRole('tablist', { name: 'Inputs' })
    .getByRole('tab', { name: 'Scenario' })
    .click();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toBe(0);
  // Nothing from the link became an element: no image, no script, no javascript: link.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('body script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
});
