import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  caretAfter,
  editorGroup,
  openEditor,
  pipeline,
  replaceText,
  result,
} from './support/editors.ts';
import { inspector, stepTab } from './support/workbench.ts';

// Story: a person writes a ValidatingAdmissionPolicy. Its CEL expressions are coloured inside the
// YAML, a broken one is marked where it breaks with the API server's message until it is fixed,
// and completion offers the variables the expression can use.

const SCENARIO = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: replicas-limit
kubernetesVersion: "1.32"
request:
  operation: CREATE
  namespace: default
  object:
    apiVersion: apps/v1
    kind: Deployment
    metadata: { name: web, namespace: default }
    spec: { replicas: 3 }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: replicas-limit }
      spec:
        failurePolicy: Fail
        matchConstraints:
          resourceRules:
            - apiGroups: [apps]
              apiVersions: [v1]
              operations: [CREATE, UPDATE]
              resources: [deployments]
        validations:
          - expression: object.spec.replicas <= 5
            messageExpression: "'too many replicas: ' + string(object.spec.replicas)"
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: replicas-limit }
      spec:
        policyName: replicas-limit
        validationActions: [Deny]
`;

const EDITOR = 'Scenario';
const editor = (page: Page) => editorGroup(page, EDITOR);

/** Opens the playground in a theme with the policy scenario in the Scenario editor. */
async function openPolicy(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto('/');
  await openEditor(page, EDITOR);
  await replaceText(page, EDITOR, SCENARIO);
  await expect(
    editor(page).locator('.view-line', { hasText: 'object.spec.replicas <= 5' }),
  ).toBeVisible();
}

/** Asks for completion until the list offers `label`. */
async function expectCompletion(page: Page, labels: string[]) {
  const suggestions = page.locator('.monaco-editor .suggest-widget');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    for (const label of labels) await expect(suggestions).toContainText(label, { timeout: 2_000 });
  }).toPass();
}

test('colours the CEL in a policy, marks a broken expression until it is fixed, and completes variables', async ({
  page,
}) => {
  await openPolicy(page, 'light');

  // The expression reads as code: the variable in scope, the field, the operator and the number.
  const line = editor(page).locator('.view-line', { hasText: 'object.spec.replicas <= 5' });
  await expect(line.locator('.cel-variable', { hasText: 'object' })).toHaveCSS(
    'color',
    'rgb(0, 16, 128)',
  );
  await expect(line.locator('.cel-field', { hasText: 'replicas' })).toBeVisible();
  await expect(line.locator('.cel-operator', { hasText: '<=' })).toBeVisible();
  await expect(line.locator('.cel-number', { hasText: '5' })).toBeVisible();
  // Inside the double-quoted messageExpression too, with the CEL string literal as a string.
  const message = editor(page).locator('.view-line', { hasText: 'messageExpression' });
  await expect(message.locator('.cel-string', { hasText: "'too many replicas: '" })).toBeVisible();
  await expect(message.locator('.cel-function', { hasText: 'string' })).toBeVisible();
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0);
  // The run has answered: the inspector shows how the decode step changed the object in Monaco's diff editor.
  await pipeline(page)
    .getByRole('button', { name: /^decode/ })
    .click();
  await stepTab(page, 'Object');
  const diffEditor = inspector(page).locator('.monaco-diff-editor');
  await expect(diffEditor).toBeVisible();

  // An expression that ends too soon is marked at its end with cel-go's message.
  await caretAfter(page, EDITOR, 'object.spec.replicas <= 5');
  await page.keyboard.type(' &&');
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(1);
  // The broken policy stops the run while creating the cluster objects, so that diff editor is
  // gone; the Scenario editor's marker and suggest widgets still open after it (Monaco's page-wide
  // hover delegate must not be left to the disposed diff editor: editor/MonacoDiffEditor.tsx).
  await expect(diffEditor).toHaveCount(0);
  await page.keyboard.press('F8');
  const widget = editor(page).locator('.marker-widget');
  await expect(widget).toContainText('ERROR: <input>:1:29: Syntax error');
  await page.keyboard.press('Escape');

  // Completion where a name starts offers the variables in scope.
  await caretAfter(page, EDITOR, 'object.spec.replicas <= 5 &&');
  await page.keyboard.type(' ');
  await expectCompletion(page, ['object', 'request', 'oldObject']);
  await page.keyboard.press('Escape');

  // After `request.` the AdmissionRequest's fields.
  await page.keyboard.type('request.');
  await expectCompletion(page, ['operation', 'userInfo']);
  await page.keyboard.press('Escape');

  // Finishing the expression takes the marker away.
  await page.keyboard.type("operation == 'CREATE'");
  await expect(
    editor(page).locator('.view-line', { hasText: "request.operation == 'CREATE'" }),
  ).toBeVisible();
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0);
});

test('an undeclared variable is marked at its name, in the configurations editor too', async ({
  page,
}) => {
  await openPolicy(page, 'light');
  await openEditor(page, 'Configurations', 'Configurations and policies');
  const configurations = editorGroup(page, 'Configurations and policies');
  await expect(
    configurations.locator('.cel-variable', { hasText: 'object' }).first(),
  ).toBeVisible();

  await caretAfter(page, 'Configurations and policies', 'object.spec.replicas <= 5');
  await page.keyboard.type(' && params.max > 0');
  // The policy has no paramKind, so params is not declared: the squiggle sits under `params`.
  const squiggle = configurations.locator('.squiggly-error');
  await expect(squiggle).toHaveCount(1);
  // The run's answer for the edited text has arrived (the API server refuses the policy), so its
  // markers do not replace the ones F8 walks while the widget is open.
  await expect(result(page)).toContainText("undeclared reference to 'params'");
  await page.keyboard.press('F8');
  await expect(configurations.locator('.marker-widget')).toContainText(
    "undeclared reference to 'params'",
  );
});

// celTokens.css: the variable colour of each theme.
const variableColour = { light: 'rgb(0, 16, 128)', dark: 'rgb(156, 220, 254)' } as const;

for (const theme of ['light', 'dark'] as const) {
  test(`the coloured CEL has no contrast violations in the ${theme} theme`, async ({ page }) => {
    await openPolicy(page, theme);
    await expect(editor(page).locator('.cel-variable').first()).toHaveCSS(
      'color',
      variableColour[theme],
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
