import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { result } from './support/editors.ts';
import { moreActions } from './support/workbench.ts';

// Story: a person drags a scenario file from their desktop onto the page; the playground opens
// it, and Undo brings back what they had before.

const scenario = readFileSync(
  new URL('../scenarios/14-delete-protected.yaml', import.meta.url),
  'utf8',
);
const SAMPLE_DENIAL = 'admission webhook "deny.example.com" denied the request';
const DROPPED_DENIAL = 'admission webhook "delete-guard.example.com" denied the request';

test('dropping a scenario file opens it, and Undo restores the previous scenario', async ({
  page,
}) => {
  await page.goto('/');
  await expect(result(page)).toContainText(SAMPLE_DENIAL);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeDisabled();

  // The file is built in the page, as the browser builds it from a file dragged in from outside.
  const data = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'delete-protected.yaml', { type: 'application/yaml' }));
    return transfer;
  }, scenario);
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: data });
  await expect(page.getByText('Drop a scenario file to open it')).toBeVisible();
  await page.dispatchEvent('body', 'drop', { dataTransfer: data });

  await expect(page.getByText('Drop a scenario file to open it')).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Opened delete-protected.yaml' }),
  ).toContainText('Undo restores your previous scenario.');
  await expect(result(page)).toContainText(DROPPED_DENIAL);

  await undo.click();
  await expect(result(page)).toContainText(SAMPLE_DENIAL);
  await expect(undo).toBeDisabled();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(result(page)).toContainText(DROPPED_DENIAL);
});

test('a file that is not a scenario still opens, with its errors shown', async ({ page }) => {
  await page.goto('/');
  await moreActions(page);
  await page.getByRole('button', { name: 'Import…' }).click({ trial: true });
  await page.getByLabel('Scenario file').setInputFiles({
    name: 'notes.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(
      'apiVersion: playground.admission/v1\nkind: AdmissionScenario\nrespnse: 1\n',
    ),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Opened notes.yaml' })).toBeVisible();
  await expect(page.getByText(/unknown field "respnse"/).first()).toBeVisible();
});
