import { expect, test, type Page } from '@playwright/test';

// What the engine renders for src/app/sampleScenario.ts, as kubectl prints it.
const SAMPLE_DENIAL =
  'Error from server (Forbidden): admission webhook "deny.example.com" denied the request: image nginx:1.27 is not pinned by digest';

const scenario = (page: Page) => page.getByRole('textbox', { name: 'Scenario' });
const result = (page: Page) => page.getByRole('region', { name: 'Result' });

/** Selects the first occurrence of `text` in the scenario textarea, as a person would with the mouse. */
async function selectInScenario(page: Page, text: string) {
  const editor = scenario(page);
  await editor.focus();
  const found = await editor.evaluate((el, wanted) => {
    const area = el as HTMLTextAreaElement;
    const start = area.value.indexOf(wanted);
    if (start >= 0) area.setSelectionRange(start, start + wanted.length);
    return start >= 0;
  }, text);
  expect(found, `the scenario contains ${JSON.stringify(text)}`).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('shows the verdict of the sample scenario as kubectl prints it', async ({ page }) => {
  await expect(page).toHaveTitle('Admission Playground');
  await expect(scenario(page)).toHaveValue(/kind: AdmissionScenario/);
  await expect(result(page)).toContainText(SAMPLE_DENIAL);
  await expect(result(page)).toContainText('labeler.example.com');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('updates the result while the scenario is edited', async ({ page }) => {
  await expect(result(page)).toContainText(SAMPLE_DENIAL);

  await selectInScenario(page, 'allowed: false');
  await page.keyboard.type('allowed: true');

  await expect(result(page)).toContainText('pod/web created');
  await expect(result(page)).not.toContainText('Error from server');
});

test('shows where a broken scenario fails and keeps the last good result, greyed', async ({ page }) => {
  await expect(result(page)).toContainText(SAMPLE_DENIAL);

  // One keystroke leaves the flow mapping `{ app: web }` on line 16 unclosed, so the last good
  // result is still the sample's (typing a longer edit would pass through other valid texts).
  await selectInScenario(page, '{ app: web }');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Backspace');

  const errors = page.getByRole('alert');
  await expect(errors).toBeVisible();
  await expect(errors).toContainText(/^\d+:\d+: \S/m);
  await expect(page.getByText(/^Stale:/)).toBeVisible();
  await expect(result(page)).toHaveAttribute('data-stale', 'true');
  await expect(result(page)).toContainText(SAMPLE_DENIAL);

  await page.keyboard.type('}');

  await expect(errors).toHaveCount(0);
  await expect(page.getByText(/^Stale:/)).toHaveCount(0);
  await expect(result(page)).toHaveAttribute('data-stale', 'false');
  await expect(result(page)).toContainText(SAMPLE_DENIAL);
});
