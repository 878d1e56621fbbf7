import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pickTheme, requestForm, showBuiltIns, stepDetail, stepTab } from './support/workbench.ts';

// Story: someone using a screen reader, the keyboard or a low-contrast screen gets every main view
// without a WCAG 2.1 A/AA violation axe-core can find: the page as loaded, each input tab, a
// webhook step with its review and diff, the answer, and a scenario that does not parse, in the
// light theme, the dark theme and the system's dark theme. Each view is checked once Monaco is in.

type Theme = 'light' | 'dark' | 'system dark';
const THEMES: readonly Theme[] = ['light', 'dark', 'system dark'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe cannot tell the background of text outside the window, so it leaves that text's contrast
// unchecked ("incomplete") rather than failing it. The workbench's panes scroll on their own, so a
// tall window lets them show everything at once.
test.use({ viewport: { width: 1440, height: 2400 } });

const pipeline = (page: Page) => page.getByRole('region', { name: 'Pipeline' });
const inputTabs = (page: Page) => page.getByRole('tablist', { name: 'Inputs' });
const tabPanel = (page: Page) => page.getByRole('tabpanel');

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per rule (id, impact, what it asks), then one line per offending element. */
function summary(violations: Violations): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `    ${n.target.map(String).join(' >> ')}${why ? ` — ${why}` : ''}`;
      });
      return `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe-core on the whole page and fails with a readable list of what it found. */
async function expectNoViolations(page: Page, view: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations, `${view}:\n${summary(violations)}`).toEqual([]);
}

/** Waits until the editor in the open input tab is Monaco, not the textarea it replaces. */
async function monacoMounted(page: Page) {
  await expect(tabPanel(page).locator('.monaco-editor').first()).toBeVisible();
}

async function open(page: Page, theme: Theme) {
  // 'light' and 'dark' are explicit choices that must win over the system's scheme, so the system
  // says the opposite; 'system dark' keeps the Theme select on System.
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
  await page.goto('/');
  if (theme !== 'system dark') {
    await pickTheme(page, theme === 'light' ? 'Light' : 'Dark');
  }
  await monacoMounted(page);
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, theme);
    });

    test('the page as loaded has no accessibility violations', async ({ page }) => {
      await expect(pipeline(page)).toBeVisible();
      await expectNoViolations(page, 'the page as loaded');
    });

    test('every input tab has no accessibility violations', async ({ page }) => {
      for (const name of ['Object', 'Configurations', 'Webhook servers', 'Cluster', 'Scenario']) {
        await inputTabs(page).getByRole('tab', { name, exact: true }).click();
        await monacoMounted(page);
        await expectNoViolations(page, `the ${name} tab`);
      }
      await (
        await requestForm(page)
      )
        .getByRole('combobox', { name: 'Operation' })
        .selectOption('UPDATE');
      await expectNoViolations(page, 'the request form');
      await page.keyboard.press('Escape');
      await inputTabs(page).getByRole('tab', { name: 'Old object' }).click();
      await monacoMounted(page);
      await expectNoViolations(page, 'the Old object tab');
    });

    test('a webhook step, each of its tabs, its diff and Blame have no accessibility violations', async ({
      page,
    }) => {
      await pipeline(page)
        .getByRole('button', { name: /labeler\.example\.com.*patched/ })
        .click();
      const detail = stepDetail(page);
      await expectNoViolations(page, 'the labeler.example.com step: Why');
      await stepTab(page, 'Patch (1)');
      await expectNoViolations(page, 'the labeler.example.com step: Patch');
      await stepTab(page, 'Review');
      await detail.getByText('AdmissionReview sent').click();
      await expect(detail.getByText('"kind": "AdmissionReview"').first()).toBeVisible();
      await expectNoViolations(page, 'the labeler.example.com step: Review');
      await stepTab(page, 'Status · Warnings · Audit');
      await expectNoViolations(page, 'the labeler.example.com step: Status · Warnings · Audit');
      await stepTab(page, 'Object');
      const diff = detail.getByRole('region', { name: /^Object before and after step \d+$/ });
      await expect(diff.locator('.monaco-diff-editor')).toBeVisible();
      await expect(diff.locator('.monaco-diff-editor')).toContainText('injected');
      await expectNoViolations(page, 'the labeler.example.com step: Object diff');
      await detail.getByRole('button', { name: 'Blame' }).click();
      await expect(
        detail.getByRole('list', { name: 'Blame: who last wrote each line' }),
      ).toBeVisible();
      await expectNoViolations(page, 'the labeler.example.com step: Blame');
    });

    test('the map with every built-in plugin, and the menus, have no accessibility violations', async ({
      page,
    }) => {
      await showBuiltIns(page);
      await expectNoViolations(page, 'the map with the built-in plugins');
      await page.getByRole('button', { name: /show the list$/ }).click();
      await expectNoViolations(page, 'the assumptions list');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expectNoViolations(page, 'the Share menu');
      await page.getByRole('button', { name: 'More actions' }).click();
      await expectNoViolations(page, 'the More actions menu');
    });

    test('the last step, the answer, has no accessibility violations', async ({ page }) => {
      await pipeline(page).getByRole('button', { name: 'Last step' }).click();
      await expect(
        stepDetail(page).getByRole('heading', { name: /^Step \d+: Answer$/ }),
      ).toBeVisible();
      await expectNoViolations(page, 'the answer');
    });

    test('a scenario that does not parse has no accessibility violations', async ({ page }) => {
      // Monaco's textbox is a zero-size element that takes the keys; a click on the text focuses it.
      await tabPanel(page).getByRole('group', { name: 'Object' }).locator('.view-lines').click();
      await expect(tabPanel(page).getByRole('textbox', { name: 'Object' })).toBeFocused();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('x: {');
      // Monaco closes the brace as it is typed; take the closing one away so the YAML stays broken.
      await page.keyboard.press('Delete');
      await expect(page.getByRole('alert', { name: 'Scenario errors' })).toBeVisible();
      await expect(
        page.getByText('Stale: the scenario does not parse, so this is the last good result.'),
      ).toBeVisible();
      await expectNoViolations(page, 'a scenario that does not parse');
    });
  });
}
