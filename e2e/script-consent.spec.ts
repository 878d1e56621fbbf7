import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { caretAfter, openEditor, result } from './support/editors.ts';

// Stories: someone opens a link whose scenario holds a `script` webhook, code someone else wrote.
// It opens with its scripts paused and a banner that says so; "Allow scripts" runs them. The
// allowance is for that link only: another link with scripts asks again, while a reload of the
// allowed one does not. Work autosaved from a link not allowed yet stays paused after a reload.

// conformance/ex-05-delete-script.yaml, as recorded from a real kube-apiserver 1.32.
const protect = (message: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: delete-with-script
request:
  operation: DELETE
  oldObject:
    { apiVersion: v1, kind: Secret, metadata: { name: s1, namespace: default, labels: { protected: "true" } }, stringData: { a: b } }
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
      export default function admit(review) {
        const old = review.request.oldObject;
        if (old.metadata.labels && old.metadata.labels.protected === "true")
          return { allowed: false, status: { code: 409, reason: "Conflict", message: "secret " + old.metadata.name + " ${message}" }, warnings: ["delete blocked"] };
        return { allowed: true };
      }
`;

const link = (source: string): string => {
  const encoded = encodeShareLink(source);
  if (!encoded.ok) throw new Error('the scenario does not encode');
  return `/#${encoded.value}`;
};

const DENIED =
  'Error from server (Conflict): admission webhook "protect.example.com" denied the request: secret s1 is protected';
const PAUSED =
  'webhook "protect.example.com" runs a script, and scripts are paused: allow scripts to run it';

const NO_RESULT =
  'No result yet: the scenario’s webhook scripts are paused until you allow them (“Allow scripts” in the banner above).';

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'This scenario runs code from the link' });
const problems = (page: Page) => page.getByRole('alert', { name: 'Scenario errors' });

test('a link with a script opens paused, says so, and runs it once allowed; another link asks again', async ({
  page,
}) => {
  await page.goto(link(protect('is protected')));
  await expect(banner(page)).toContainText('The script of protect.example.com came with the link');
  await expect(problems(page)).toContainText(PAUSED);
  await expect(result(page)).not.toContainText(DENIED);
  // The result panel says why there is no result, and where to let the scripts run.
  await expect(result(page).getByText(NO_RESULT)).toBeVisible();
  await expect(result(page)).not.toContainText('does not parse');

  await banner(page).getByRole('button', { name: 'Allow scripts' }).click();
  await expect(result(page)).toContainText(DENIED);
  await expect(result(page)).toContainText('Warning: delete blocked');
  await expect(banner(page)).toHaveCount(0);
  await expect(problems(page)).toHaveCount(0);

  // A reload of the allowed link runs at once.
  await page.reload();
  await expect(result(page)).toContainText(DENIED);
  await expect(banner(page)).toHaveCount(0);

  // Another link with a script, opened in the same tab: asked again, its script paused.
  await page.goto(link(protect('is guarded')));
  await expect(banner(page)).toBeVisible();
  await expect(problems(page)).toContainText(PAUSED);
  await banner(page).getByRole('button', { name: 'Allow scripts' }).click();
  await expect(result(page)).toContainText('denied the request: secret s1 is guarded');
});

test('dismissing keeps the scripts paused, with a way to allow them still there', async ({
  page,
}) => {
  await page.goto(link(protect('is protected')));
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
  const reminder = page
    .getByRole('status')
    .filter({ hasText: 'Webhook scripts from the link are paused.' });
  await expect(problems(page)).toContainText(PAUSED);
  await reminder.getByRole('button', { name: 'Allow scripts' }).click();
  await expect(result(page)).toContainText(DENIED);
});

test('a scenario the person loads runs its scripts without asking', async ({ page }) => {
  await page.goto('/');
  await expect(result(page)).toContainText('Error from server');
  await openEditor(page, 'Scenario');
  await page.getByRole('group', { name: 'Scenario', exact: true }).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, protect('is protected'));
  await expect(result(page)).toContainText(DENIED);
  await expect(banner(page)).toHaveCount(0);
});

test('work autosaved from a link not allowed yet stays paused after a reload', async ({ page }) => {
  await page.goto(link(protect('is protected')));
  await expect(banner(page)).toBeVisible();
  // The person edits the scenario (not its script): autosaved, with its script still held.
  await openEditor(page, 'Scenario');
  await caretAfter(page, 'Scenario', 'name: delete-with-script');
  await page.keyboard.type('-edited');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admission-playground:autosave:v1') ?? ''))
    .toContain('delete-with-script-edited');
  // Reopened without the link: the autosaved work comes back, its script still paused.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Request: / })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(problems(page)).toContainText(PAUSED);
  await banner(page).getByRole('button', { name: 'Allow scripts' }).click();
  await expect(result(page)).toContainText(DENIED);
});

test('the banner has no accessibility violations', async ({ page }) => {
  await page.goto(link(protect('is protected')));
  await expect(banner(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('.link-banner')
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('embedded, a link with a script asks too, and runs it once allowed', async ({ page }) => {
  // A frame on a slide, as embed-mode.spec.ts.
  await page.setViewportSize({ width: 800, height: 450 });
  await page.goto(`/?embed${link(protect('is protected')).slice(1)}`);
  const asking = banner(page);
  await expect(asking).toContainText('Its webhook scripts are paused until you allow them');
  await expect(page.getByText(NO_RESULT)).toBeVisible();
  const kubectl = page.getByRole('group', { name: /What kubectl prints/ });
  await expect(kubectl).toHaveCount(0);
  // The banner fits the frame with the rest: the page itself does not scroll.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  );
  expect(overflow).toBe(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('.link-banner')
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await asking.getByRole('button', { name: 'Allow scripts' }).click();
  await expect(kubectl).toContainText(DENIED);
  await expect(banner(page)).toHaveCount(0);
});
