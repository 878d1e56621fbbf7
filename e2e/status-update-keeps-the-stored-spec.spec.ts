import { expect, test, type Page } from '@playwright/test';
import { stepDetail } from './support/workbench.ts';

// Story: a person who wrote a webhook for a status subresource opens the gallery's two lessons and
// reads off the workbench what the status strategies do between the admission phases: on
// pods/status the stored spec comes back (the webhook's image patch is gone), and on a CSR's
// /approval the Denied condition a webhook added makes a 422 that names that webhook; on
// ingresses/status an IP a webhook wrote as the hostname makes a 422 blamed on it.

const gallery = (page: Page) => page.getByRole('dialog', { name: 'Example gallery' });
const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });

async function openLesson(page: Page, search: string, title: RegExp) {
  await page.goto('/');
  await page
    .getByRole('toolbar', { name: 'Scenario actions' })
    .getByRole('button', { name: 'Gallery' })
    .click();
  await gallery(page).getByRole('searchbox', { name: 'Search examples' }).fill(search);
  await gallery(page).getByRole('button', { name: title }).click();
  await expect(gallery(page)).toBeHidden();
}

test('on pods/status the storage step puts the stored spec back over a webhook patch', async ({
  page,
}) => {
  await openLesson(page, 'pods/status', /^A webhook patches the spec on pods\/status/);
  await map(page)
    .getByRole('button', { name: /^storage/ })
    .click();
  await expect(stepDetail(page)).toContainText(
    'PrepareForUpdate (podStatusStrategy): spec from the request replaced by the stored spec',
  );
  await map(page)
    .getByRole('button', { name: /^fieldValidation/ })
    .click();
  await expect(stepDetail(page)).toContainText(
    'podStatusStrategy.ValidateUpdate: the object is valid',
  );
});

test('a Denied condition a webhook adds to an approval is a 422 blamed on that webhook', async ({
  page,
}) => {
  await openLesson(page, 'CSR approval', /^A webhook adds Denied to a CSR approval/);
  await map(page)
    .getByRole('button', { name: /^fieldValidation/ })
    .click();
  const error = stepDetail(page)
    .getByRole('listitem')
    .filter({ hasText: 'status.conditions[1].type' });
  await expect(error).toContainText('Approved and Denied conditions are mutually exclusive');
  await error.getByRole('button', { name: 'step 2: deny-dev-clients.example.com' }).click();
  await expect(
    stepDetail(page).getByRole('heading', { name: 'Step 2: deny-dev-clients.example.com' }),
  ).toBeVisible();
});

test('an IP a webhook writes as the Ingress status hostname is a 422 blamed on that webhook', async ({
  page,
}) => {
  await openLesson(page, 'ingresses/status', /^A webhook writes the load balancer's IP/);
  await map(page)
    .getByRole('button', { name: /^storage/ })
    .click();
  await expect(stepDetail(page)).toContainText(
    'PrepareForUpdate (ingressStatusStrategy): spec from the request replaced by the stored spec',
  );
  await map(page)
    .getByRole('button', { name: /^fieldValidation/ })
    .click();
  const error = stepDetail(page)
    .getByRole('listitem')
    .filter({ hasText: 'status.loadBalancer.ingress[0].hostname' });
  await expect(error).toContainText('must be a DNS name, not an IP address');
  await error.getByRole('button', { name: /^step \d+: lb-hostname\.example\.com$/ }).click();
  await expect(
    stepDetail(page).getByRole('heading', { name: /^Step \d+: lb-hostname\.example\.com$/ }),
  ).toBeVisible();
});
