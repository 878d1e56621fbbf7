import { expect, test, type Page } from '@playwright/test';
import {
  caretAfter,
  editorGroup,
  editorProblems,
  openEditor,
  replaceText,
} from './support/editors.ts';
import { requestForm } from './support/workbench.ts';

// Story: a person writes for the cluster they run. The editors check the objects against the types
// of the scenario's Kubernetes version: at 1.32 a Pod field added later and a GA
// MutatingAdmissionPolicy (admissionregistration.k8s.io/v1, 1.36) are marked; once they pick 1.36
// in the request form the marks go, and the Pod completes 1.36's fields; back at 1.32 they return.

const SCENARIO = `kubernetesVersion: "1.32"
request:
  operation: CREATE
  namespace: default
  object:
    apiVersion: v1
    kind: Pod
    metadata: { name: web, namespace: default }
    spec:
      hostnameOverride: web-0
      containers: [{ name: app, image: nginx }]
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: MutatingAdmissionPolicy
      metadata: { name: add-team }
      spec:
        matchConstraints:
          resourceRules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }]
        reinvocationPolicy: Never
        mutations:
          - patchType: ApplyConfiguration
            applyConfiguration:
              expression: 'Object{metadata: Object.metadata{labels: {"team": "a"}}}'
`;

const UNKNOWN_FIELD = 'Property hostnameOverride is not allowed';
const UNKNOWN_VERSION = 'admissionregistration.k8s.io/v1alpha1';
const OBJECT = 'Object';
const CONFIGURATIONS = 'Configurations and policies';

/** Clicks into an editor and walks its problems. */
async function problems(page: Page, name: string, count: number) {
  await editorGroup(page, name).locator('.view-lines').click();
  return editorProblems(page, name, count);
}

const squiggles = (page: Page, name: string) =>
  editorGroup(page, name).locator('.squiggly-error, .squiggly-warning');

async function pickVersion(page: Page, version: string) {
  await (
    await requestForm(page)
  )
    .getByRole('combobox', { name: 'Kubernetes' })
    .selectOption(version);
  await page.keyboard.press('Escape');
}

test("switching the Kubernetes version re-checks the editors against that version's types", async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', SCENARIO);

  // 1.32: PodSpec has no hostnameOverride, MutatingAdmissionPolicy is v1alpha1 only.
  await openEditor(page, 'Object');
  await expect(async () => {
    expect(await problems(page, OBJECT, 1)).toContain(UNKNOWN_FIELD);
  }).toPass();
  await openEditor(page, 'Configurations', CONFIGURATIONS);
  await expect(async () => {
    expect(await problems(page, CONFIGURATIONS, 1)).toContain(UNKNOWN_VERSION);
  }).toPass();

  // 1.36: both are its types; the marks go.
  await pickVersion(page, '1.36');
  await expect(squiggles(page, CONFIGURATIONS)).toHaveCount(0);
  await openEditor(page, 'Object');
  await expect(squiggles(page, OBJECT)).toHaveCount(0);

  // And 1.36's Pod fields complete.
  await caretAfter(page, OBJECT, 'hostnameOverride: web-0');
  await page.keyboard.press('Enter');
  await page.keyboard.type('schedulingG');
  const suggestions = page.locator('.monaco-editor .suggest-widget');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await expect(suggestions).toContainText('schedulingGroup', { timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Z');

  // Back at 1.32 the field is unknown again.
  await pickVersion(page, '1.32');
  await expect(async () => {
    expect(await problems(page, OBJECT, 1)).toContain(UNKNOWN_FIELD);
  }).toPass();
});
