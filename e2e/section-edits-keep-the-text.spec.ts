import { expect, test, type Page } from '@playwright/test';
import { autosaveKey } from '../src/app/autosave/autosave.ts';
import { caretAfter, editorGroup, openEditor, replaceText } from './support/editors.ts';
import { requestForm } from './support/workbench.ts';

// Story: a person writes the scenario their way (`[a,b]` lists, `{a: b}` maps, quotes, comments,
// blank lines), then edits one value in the Object editor and another in the request bar. Each
// edit changes only that value's bytes in the scenario text; Ctrl+Z gives the text back as it was.

const pasted = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: keep-my-text
# who asks, and for what
request:
  operation: CREATE
  namespace: team-a
  userInfo:
    username: 'alice'
    groups: [dev-team,system:authenticated]

  object:
    apiVersion: v1
    kind: Pod
    metadata: {name: web, labels: {app: web}}
    spec:
      containers:
      - name: app   # the only one
        image: nginx:1.27
cluster:
  objects:
    - apiVersion: v1
      kind: Namespace
      metadata: {name: team-a}
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata:
        name: 20-policy
      webhooks:
        - name: deny.example.com
          clientConfig:
            url: https://policy.example.com/validate
          rules:
            - operations: [CREATE,UPDATE]
              apiGroups: [""]
              apiVersions: [v1]
              resources: [pods]
          sideEffects: None
          admissionReviewVersions: [v1]
          failurePolicy: Fail
webhooks:
  deny.example.com:
    response:
      allowed: false
      status: {code: 403, message: "not pinned by digest"}
`;

const afterObject = pasted.replace('image: nginx:1.27\n', 'image: nginx:1.27-alpine\n');
const afterUser = afterObject.replace("username: 'alice'", 'username: bob');

/** The scenario text as autosave keeps it: the whole of what the Scenario editor holds, byte for byte. */
const saved = (page: Page) =>
  expect.poll(() =>
    page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as { source: string }).source;
    }, autosaveKey),
  );

const scenarioLine = (page: Page, text: string) =>
  editorGroup(page, 'Scenario').locator('.view-line', { hasText: text });

test('an edit in the Object editor or the request bar changes only that value in the scenario text', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', pasted);
  await saved(page).toBe(pasted);

  await openEditor(page, 'Object');
  await caretAfter(page, 'Object', 'image: nginx:1.27');
  await page.keyboard.type('-alpine');
  await saved(page).toBe(afterObject);
  await openEditor(page, 'Scenario');
  await expect(scenarioLine(page, 'image: nginx:1.27-alpine')).toBeVisible();
  // The flow list before the object is as typed (a rewrite would have made it `[ dev-team, … ]`).
  await expect(scenarioLine(page, 'groups: [dev-team,system:authenticated]')).toBeVisible();

  await (await requestForm(page)).getByRole('textbox', { name: 'Username' }).fill('bob');
  await saved(page).toBe(afterUser);
  await expect(scenarioLine(page, 'username: bob')).toBeVisible();
  await expect(scenarioLine(page, 'groups: [dev-team,system:authenticated]')).toBeVisible();

  // Outside the editors and fields, Ctrl+Z walks the whole scenario back, one edit at a time.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await saved(page).toBe(afterObject);
  await page.keyboard.press('Control+z');
  await saved(page).toBe(pasted);
});
