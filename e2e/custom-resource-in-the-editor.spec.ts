import { expect, test } from '@playwright/test';
import {
  caretAfter,
  editorGroup,
  editorProblems,
  openEditor,
  replaceText,
} from './support/editors.ts';

// Story: a person pastes a scenario whose object is a custom resource of a CRD in the cluster; the
// scenario and object editors check it against the CRD's schema — a misspelt field is marked where it is, as the
// API server would prune it — and completes the schema's properties.

const scenario = `kubernetesVersion: "1.32"
request:
  operation: CREATE
  object:
    apiVersion: example.com/v1
    kind: Widget
    metadata: { name: w, namespace: default }
    spec:
      size: m
      colr: red
cluster:
  objects:
    - apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata: { name: widgets.example.com }
      spec:
        group: example.com
        scope: Namespaced
        names: { plural: widgets, kind: Widget }
        versions:
          - name: v1
            served: true
            storage: true
            schema:
              openAPIV3Schema:
                type: object
                properties:
                  spec:
                    type: object
                    properties:
                      size: { type: string, enum: [s, m, l] }
                      color: { type: string, description: The widget's colour. }
`;

const problems = editorProblems;

test("marks a misspelt field of a custom resource and completes its CRD's properties", async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', scenario);
  // The whole-scenario editor checks the request's object against the same CRD.
  await expect(async () => {
    await editorGroup(page, 'Scenario').locator('.view-lines').click();
    expect(await problems(page, 'Scenario', 1)).toContain('Property colr is not allowed');
  }).toPass();

  await openEditor(page, 'Object');
  const group = editorGroup(page, 'Object');
  await expect(group.locator('.view-line', { hasText: 'colr: red' })).toBeVisible();

  // The CRD's schema reaches the YAML worker after a pause: the marker is the schema's own.
  await expect(async () => {
    await group.locator('.view-lines').click();
    expect(await problems(page, 'Object', 1)).toContain('Property colr is not allowed');
  }).toPass();

  await caretAfter(page, 'Object', 'size: m');
  await page.keyboard.press('Enter');
  const suggestions = page.locator('.monaco-editor .suggest-widget');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    // the schema's property (not a word from another editor's text)
    const row = suggestions.locator('.monaco-list-row', { hasText: 'color' });
    await expect(row.locator('.codicon-symbol-property')).toBeVisible({ timeout: 2_000 });
  }).toPass();
});
