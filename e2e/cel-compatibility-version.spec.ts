import { expect, test, type Page } from '@playwright/test';
import { openEditor, replaceText, result } from './support/editors.ts';

// Story: a person on a 1.37 cluster writes a policy with 1.37's `.includes()` and is refused (new
// expressions are checked against 1.36's libraries). Their API servers all run 1.37, so they set
// --min-compatibility-version to 1.37 in the scenario's cluster, and the policy is taken and runs.
// A version the server would not start with is refused in its words.

const scenario = (compat: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: known-teams
kubernetesVersion: "1.37"
request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: settings, namespace: default, labels: { team: sales } }
cluster:
${compat}  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: known-teams }
      spec:
        matchConstraints:
          resourceRules:
            - { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }
        validations:
          - expression: "['platform', 'web'].includes(object.metadata.labels.team)"
            message: unknown team
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: known-teams }
      spec: { policyName: known-teams, validationActions: [Deny] }
`;

async function write(page: Page, compat: string) {
  await replaceText(page, 'Scenario', scenario(compat));
}

test('minCompatibilityVersion 1.37 lets a new policy use 1.37 libraries', async ({ page }) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await write(page, '');
  await expect(page.getByText(/undeclared reference to 'includes'/).first()).toBeVisible();

  await write(page, '  minCompatibilityVersion: "1.37"\n');
  await expect(result(page)).toContainText(
    "ValidatingAdmissionPolicy 'known-teams' with binding 'known-teams' denied request: unknown team",
  );
});

test('a compatibility version the server refuses is shown in its words', async ({ page }) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await write(page, '  minCompatibilityVersion: "1.33"\n');
  await expect(
    page.getByText(/minCompatibilityVersion version 1\.33 is not between \[1\.34, 1\.37\]/).first(),
  ).toBeVisible();
});
