import { expect, test, type Page } from '@playwright/test';
import { result } from './support/editors.ts';
import { stepDetail } from './support/workbench.ts';

// Story: a person replaces a custom resource from a manifest without metadata.resourceVersion,
// opens the gallery lesson and reads that the mutating webhook ran, then the store refused the
// update with a 422 on metadata.resourceVersion, before any validating webhook.

const gallery = (page: Page) => page.getByRole('dialog', { name: 'Example gallery' });
const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });

test('kubectl replace of a custom resource without resourceVersion is refused by the store after mutation', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('toolbar', { name: 'Scenario actions' })
    .getByRole('button', { name: 'Gallery' })
    .click();
  await gallery(page).getByRole('searchbox', { name: 'Search examples' }).fill('resourceVersion');
  await gallery(page)
    .getByRole('button', {
      name: /^kubectl replace of a custom resource needs its resourceVersion/,
    })
    .click();
  await expect(gallery(page)).toBeHidden();

  await expect(result(page)).toContainText(
    'widgets.example.com "blue" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
  );
  await map(page)
    .getByRole('button', { name: /^storage/ })
    .click();
  await expect(stepDetail(page)).toContainText(
    'Store.Update: no metadata.resourceVersion, and widgets.example.com does not allow an unconditional update',
  );
});
