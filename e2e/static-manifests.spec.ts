import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openEditor, pipeline, replaceText, result } from './support/editors.ts';
import { stepDetail } from './support/workbench.ts';

// Story: a platform engineer tries manifest-based admission (1.37): a static
// ValidatingAdmissionPolicy from the API server's disk denies a policy created through the API.
// The map marks the static policy's step as static, and its detail names the file it came from.

const SCENARIO = readFileSync(
  new URL('../scenarios/76-static-policy-guards-policies.yaml', import.meta.url),
  'utf8',
);

test("a static policy's step is marked static and names its manifest file", async ({ page }) => {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', SCENARIO);
  await expect(result(page)).toContainText(
    "ValidatingAdmissionPolicy 'policies-fail-closed.static.k8s.io' with binding 'policies-fail-closed.static.k8s.io' denied request",
  );
  const step = pipeline(page).getByRole('button', {
    name: /policies-fail-closed\.static\.k8s\.io with binding policies-fail-closed\.static\.k8s\.io · static.*denied/,
  });
  await expect(step).toBeVisible();
  // Its lane says so in words too, where the long name is cut short.
  await expect(
    pipeline(page).locator('.wb-lane', { hasText: 'policies-fail-closed.static.k8s.io' }),
  ).toContainText('static manifest · ');
  // The API's own policy on policies never runs: no step of the map is named after it.
  await expect(pipeline(page).getByRole('button', { name: /guard-policies/ })).toHaveCount(0);

  await step.click();
  await expect(stepDetail(page)).toContainText(
    'static manifest /etc/kubernetes/admission/policies/fail-closed.yaml',
  );
});
