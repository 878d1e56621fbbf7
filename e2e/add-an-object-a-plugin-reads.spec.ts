import { expect, test, type Page } from '@playwright/test';
import { editorGroup, openEditor, replaceText } from './support/editors.ts';

// Story: a person wants to see what LimitRanger does, so they pick the LimitRange it reads from the
// objects the enabled admission plugins read, add it with a click, and find it in the Cluster
// editor; a plugin they switch off no longer offers its objects.

const picker = (page: Page) => page.getByRole('form', { name: 'Objects plugins read' });
const objectSelect = (page: Page) =>
  picker(page).getByRole('combobox', { name: 'Add an object a plugin reads' });
const group = (page: Page, plugin: string) =>
  objectSelect(page).locator(`optgroup[label="${plugin}"]`);

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await openEditor(page, 'Cluster');
});

test('adds the LimitRange LimitRanger reads to the cluster', async ({ page }) => {
  const cluster = editorGroup(page, 'Cluster');
  await expect(cluster.locator('.view-line', { hasText: 'kind: Namespace' })).toBeVisible();
  await expect(cluster.locator('.view-line', { hasText: 'kind: LimitRange' })).toHaveCount(0);

  const option = group(page, 'LimitRanger').locator('option', { hasText: 'LimitRange' });
  await objectSelect(page).selectOption((await option.getAttribute('value')) ?? '');
  await expect(picker(page)).toContainText('LimitRanger fills in missing requests and limits');
  await picker(page).getByRole('button', { name: 'Add', exact: true }).click();

  await expect(cluster.locator('.view-line', { hasText: 'kind: LimitRange' })).toBeVisible();
  await expect(cluster.locator('.view-line', { hasText: 'namespace: team-a' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Scenario errors' })).toHaveCount(0);
});

test('a disabled plugin no longer offers its objects', async ({ page }) => {
  await expect(group(page, 'LimitRanger')).toHaveCount(1);
  await replaceText(
    page,
    'Cluster',
    'admissionPlugins: { disable: [LimitRanger], enable: [PodNodeSelector] }\nobjects:\n  - apiVersion: v1\n    kind: Namespace\n    metadata: { name: team-a }\n',
  );
  await expect(group(page, 'LimitRanger')).toHaveCount(0);
  await expect(group(page, 'PodNodeSelector')).toHaveCount(1);
  await expect(group(page, 'ServiceAccount')).toHaveCount(1);
});

test('nothing can be added while another section does not parse', async ({ page }) => {
  await openEditor(page, 'Object');
  await replaceText(page, 'Object', 'kind: [\n');
  await openEditor(page, 'Cluster');
  await expect(page.getByText('Read-only: Object does not parse yet')).toBeVisible();
  await expect(picker(page).getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
});
