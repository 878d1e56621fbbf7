import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openEditor, replaceText, result } from './support/editors.ts';

// Story: a CRD author opens the gallery example where a rule says `self.replicsa`. The API server
// types `self` by the schema, so the CRD itself is refused with cel-go's compile error and a caret
// under the field; fixing the typo in the scenario creates the CRD.

// The example without its `expect:` block, which the fix would contradict.
const galleryScenario = readFileSync(
  new URL('../scenarios/64-crd-rule-typo-refused.yaml', import.meta.url),
  'utf8',
).split('\nexpect:')[0]!;

test('a CRD whose rule names an undeclared field is refused, and created once the typo is fixed', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('toolbar', { name: 'Scenario actions' })
    .getByRole('button', { name: 'Gallery' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Example gallery' });
  await dialog.getByRole('searchbox', { name: 'Search examples' }).fill('names a field');
  await dialog
    .getByRole('button', { name: /^A CRD whose CEL rule names a field its schema lacks/ })
    .click();

  await expect(result(page)).toContainText('Error from server (Invalid)');
  await expect(result(page)).toContainText(
    "compilation failed: ERROR: <input>:1:5: undefined field 'replicsa'",
  );

  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', galleryScenario.replaceAll('self.replicsa', 'self.replicas'));
  await expect(result(page)).toContainText('widgets.example.com created');
  await expect(result(page)).not.toContainText('undefined field');
});
