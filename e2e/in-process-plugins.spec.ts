import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openEditor, pipeline, replaceText, result } from './support/editors.ts';
import { showBuiltIns, stepDetail, stepTab } from './support/workbench.ts';

// Story: a person pastes a bare Pod and a webhook, and wants to know what the webhook really
// receives. The pipeline shows the decode step (scheme defaulting) and each in-process plugin as a
// step of its own, with what it changed and what it assumed; a PodSecurity enforce level refuses
// the Pod before any webhook is called.

const bare = readFileSync(
  new URL('../scenarios/22-bare-pod-what-the-webhook-receives.yaml', import.meta.url),
  'utf8',
);
const warnVsEnforce = readFileSync(
  new URL('../scenarios/23-pod-security-warn-vs-enforce.yaml', import.meta.url),
  'utf8',
);

async function load(page: Page, scenario: string, expected: string | RegExp) {
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', scenario);
  await expect(result(page)).toContainText(expected);
}

test('a bare Pod is decoded with its defaults, then each plugin changes it before the webhook sees it', async ({
  page,
}) => {
  await load(page, bare, 'pod/web created');
  const decode = pipeline(page).getByRole('group', { name: 'Decoding the request' });
  await decode.getByRole('button', { name: /decode.*patched/ }).click();
  const detail = stepDetail(page);
  // The inspector says what the stage is, for a newcomer.
  await expect(detail).toContainText('decodes the body into its typed object');
  await expect(detail).toContainText('decoded into the typed Pod with its scheme defaults');
  await stepTab(page, 'Object');
  await expect(
    detail.getByRole('region', { name: /^Object before and after step \d+$/ }),
  ).toBeVisible();

  // The built-in plugins are folded into one row until asked for.
  const mutating = pipeline(page).getByRole('group', { name: 'Mutating admission' });
  await expect(mutating.getByRole('button', { name: /ServiceAccount.*patched/ })).toHaveCount(0);
  await showBuiltIns(page);
  await mutating.getByRole('button', { name: /ServiceAccount.*patched/ }).click();
  await expect(detail).toContainText(
    "The in-process plugins run first, in the API server's fixed order",
  );
  await expect(detail).toContainText(
    'set serviceAccountName default; mounted volume kube-api-access-',
  );
  await stepTab(page, 'Status · Warnings · Audit');
  await expect(detail.getByRole('heading', { name: 'Assumed by the playground' })).toBeVisible();
  await expect(detail).toContainText('the ServiceAccount shop/default exists');
  await expect(
    mutating.getByRole('button', { name: /DefaultTolerationSeconds.*patched/ }),
  ).toBeVisible();

  // The review the webhook received carries everything the steps before it added.
  await mutating.getByRole('button', { name: /inspect\.example\.com/ }).click();
  await stepTab(page, 'Review');
  await detail.getByText('AdmissionReview sent').click();
  await expect(detail).toContainText('"serviceAccountName": "default"');
  await expect(detail).toContainText('"tolerationSeconds": 300');
  await expect(detail).toContainText('"terminationMessagePolicy": "File"');
  // The verdict's mark lists what the plugins assumed, apart from what is not simulated.
  await page.getByRole('button', { name: /assumptions?: show the list$/ }).click();
  const gaps = page.getByRole('group', { name: 'Assumed or not simulated' });
  await expect(gaps.getByRole('group', { name: 'Assumed by the playground' })).toContainText(
    'ServiceAccount',
  );
  await expect(gaps.getByRole('group', { name: 'Not simulated here' })).toHaveCount(0);
});

test('PodSecurity warns at restricted, and refuses the Pod once restricted is enforced', async ({
  page,
}) => {
  await load(page, warnVsEnforce, 'Warning: would violate PodSecurity "restricted:latest"');
  await expect(result(page)).toContainText('pod/ledger created');
  const validating = pipeline(page).getByRole('group', { name: 'Validating admission' });
  await showBuiltIns(page);
  await validating.getByRole('button', { name: /PodSecurity.*warned/ }).click();
  await stepTab(page, 'Status · Warnings · Audit');
  await expect(stepDetail(page)).toContainText('pod-security.kubernetes.io/enforce-policy');

  await replaceText(
    page,
    'Scenario',
    warnVsEnforce.replace(
      'pod-security.kubernetes.io/enforce: baseline',
      'pod-security.kubernetes.io/enforce: restricted',
    ),
  );
  await expect(result(page)).toContainText(
    'Error from server (Forbidden): pods "ledger" is forbidden: violates PodSecurity "restricted:latest": allowPrivilegeEscalation != false',
  );
  // The plugin that refused is drawn whatever the toggle says.
  await page.getByRole('button', { name: 'Show built-in plugins' }).click();
  await expect(validating.getByRole('button', { name: /PodSecurity.*denied/ })).toBeVisible();
});
