import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { pickTheme, showBuiltIns, stepDetail } from './support/workbench.ts';

// Story: someone with a screen reader or a low-contrast screen reads the workbench's views of what
// happens around the plugins — a 422's invalid fields with their writers, a conversion and the
// object back, a nested request with a step open, a setup refusal with the bands not reached,
// kubectl's own refusal — and the map while it plays, in the light and the dark theme, with no
// WCAG 2.1 A/AA violation axe-core can find.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// A tall window: the panes show everything, so axe can check the contrast of all the text.
test.use({ viewport: { width: 1440, height: 2400 } });

const map = (page: Page) => page.getByRole('region', { name: 'Pipeline map' });

async function open(page: Page, file: string | undefined, theme: 'Light' | 'Dark') {
  await page.emulateMedia({ colorScheme: theme === 'Dark' ? 'light' : 'dark' });
  let hash = '';
  if (file !== undefined) {
    const link = encodeShareLink(
      readFileSync(new URL(`../scenarios/${file}`, import.meta.url), 'utf8'),
    );
    if (!link.ok) throw new Error(`${file} does not make a link`);
    hash = `#${link.value}`;
  }
  await page.goto(`/${hash}`);
  await pickTheme(page, theme);
  await expect(map(page).locator('[aria-current="step"]')).toBeVisible();
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
}

async function expectNoViolations(page: Page, view: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const said = violations
    .map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.map(String).join(' >> ')}`).join('\n')}`,
    )
    .join('\n');
  expect(violations, `${view}:\n${said}`).toEqual([]);
}

for (const theme of ['Light', 'Dark'] as const) {
  test.describe(`in the ${theme.toLowerCase()} theme`, () => {
    test('invalid fields with their writers, and a conversion with its object back', async ({
      page,
    }) => {
      await open(page, '29-mutating-webhook-breaks-the-pod.yaml', theme);
      await expect(
        stepDetail(page)
          .getByRole('button', { name: /^step 3: / })
          .first(),
      ).toBeVisible();
      await expectNoViolations(page, '29: the field errors');
      await open(page, '35-equivalent-patch-converted-back.yaml', theme);
      await map(page)
        .getByRole('button', { name: /cap\.hpa\.example\.com in hpa-caps, round 0/ })
        .click();
      await stepDetail(page)
        .getByText('The object back in autoscaling/v2', { exact: true })
        .click();
      await expectNoViolations(page, '35: the conversion');
    });

    test('a nested request with one of its steps open', async ({ page }) => {
      await open(page, '32-namespace-auto-provision-nested.yaml', theme);
      await showBuiltIns(page);
      await map(page)
        .getByRole('button', { name: /^NamespaceAutoProvision/ })
        .click();
      await stepDetail(page).getByText('ns-labels.example.com (round 0)').click();
      await expect(
        stepDetail(page).getByRole('heading', { name: 'Patch (1 operation)' }),
      ).toBeVisible();
      await expectNoViolations(page, '32: the nested request');
    });

    test('a setup refusal, and kubectl refusing it itself', async ({ page }) => {
      await open(page, '40-cabundle-placeholder.yaml', theme);
      await expect(map(page)).toContainText('not reached');
      await expectNoViolations(page, '40: the setup refusal');
      await open(page, '41-v1beta1-webhook-configuration.yaml', theme);
      await page.getByRole('button', { name: /^Verdict: / }).click();
      await expect(
        stepDetail(page).getByRole('heading', { name: 'kubectl refuses it itself' }),
      ).toBeVisible();
      await expectNoViolations(page, "41: kubectl's own refusal");
    });

    test('the map while it plays, with the reinvocation arrow', async ({ page }) => {
      await open(page, '03-reinvocation-ifneeded-vs-never.yaml', theme);
      await expect(map(page).locator('svg.wb-arrow')).toBeAttached();
      await page.getByRole('button', { name: 'Play' }).click();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expectNoViolations(page, 'the map playing');
      await page.getByRole('button', { name: 'Pause' }).click();
    });
  });
}
