import { expect, test } from '@playwright/test';
import { inspector, stepDetail, stepTab } from './support/workbench.ts';

// Story: a person wants to know which step wrote a field. Blame shows the object at the selected
// step with a chip on every line naming the step that last wrote it; the chip's history says
// every write; clicking it opens that step, whose lines light up.

test('Blame names the webhook that wrote a label and the defaulting that set the restart policy', async ({
  page,
}) => {
  await page.goto('/');
  const map = page.getByRole('region', { name: 'Pipeline map' });
  await map.getByRole('button', { name: /labeler\.example\.com in 10-labeler, round 0/ }).click();
  await stepTab(page, 'Object');
  await stepDetail(page).getByRole('button', { name: 'Blame' }).click();
  const blame = stepDetail(page).getByRole('list', { name: 'Blame: who last wrote each line' });

  const injected = blame.getByRole('listitem').filter({ hasText: 'injected: "yes"' });
  await expect(injected.getByRole('button').locator('[aria-hidden="true"]')).toHaveText('labeler');
  await expect(injected.getByRole('button')).toHaveAccessibleName(
    /^\/metadata\/labels\/injected: last written at step 8 labeler\.example\.com \(round 0\): patched/,
  );
  // The lines this step wrote are lit.
  await expect(injected).toHaveClass(/wb-lit/);

  const restart = blame.getByRole('listitem').filter({ hasText: 'restartPolicy: Always' });
  await expect(restart.getByRole('button').locator('[aria-hidden="true"]')).toHaveText('def');
  await restart.getByRole('button').click();
  await expect(stepDetail(page).getByRole('heading', { name: 'Step 1: decode' })).toBeVisible();
  await expect(map.getByRole('button', { name: /^decode/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
});

test('the answer shows who wrote each field of the object validating admission saw', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Verdict: / }).click();
  const blame = inspector(page).getByRole('list', { name: 'Blame: who last wrote each line' });
  await expect(
    blame
      .getByRole('listitem')
      .filter({ hasText: 'uid:' })
      .getByRole('button')
      .locator('[aria-hidden="true"]'),
  ).toHaveText('sto');
  await expect(
    blame
      .getByRole('listitem')
      .filter({ hasText: 'serviceAccountName: default' })
      .getByRole('button')
      .locator('[aria-hidden="true"]'),
  ).toHaveText('plg');
  await expect(
    blame
      .getByRole('listitem')
      .filter({ hasText: 'image: nginx:1.27' })
      .getByRole('button')
      .locator('[aria-hidden="true"]'),
  ).toHaveText('req');
});
