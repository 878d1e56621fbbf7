import { expect, test, type Page } from '@playwright/test';
import { openEditor, pipeline, replaceText } from './support/editors.ts';
import { shareMenu } from './support/workbench.ts';

// Story: an SRE who thinks their webhook (or the playground) is wrong copies a Markdown bug report
// and files it on GitHub: what was asked, the inputs, the trace, what kubectl printed, the links
// to replay it (at the step they were looking at), and the whole scenario folded away.

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('copies the scenario as a Markdown bug report with everything a maintainer needs', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await pipeline(page)
    .getByRole('button', { name: /labeler\.example\.com/ })
    .first()
    .click();
  await shareMenu(page);
  await page.getByRole('button', { name: 'Copy as Markdown bug report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bug report copied' })).toBeVisible();

  const report = await readClipboard(page);
  expect(report).toMatch(
    /^### Admission Playground: A mutating webhook adds a label, a validating webhook denies\n/,
  );
  expect(report).toContain('- **Kubernetes:** 1.32');
  expect(report).toContain(
    '- **Request:** `CREATE pods/web in team-a as alice · 1.32 · dry run off`',
  );
  expect(report).toMatch(/^- \*\*Link:\*\* http:\/\/127\.0\.0\.1:\d+\/#v2\.[\w-]+$/m);
  expect(report).toMatch(
    /^- \*\*Link at step \d+\*\* \(labeler\.example\.com\): http:\/\/127\.0\.0\.1:\d+\/#v2\.[\w-]+\.\d+$/m,
  );
  expect(report).toMatch(/\*\*Object\*\*\n\n```yaml\n(.*\n)*kind: Pod\n/);
  expect(report).toMatch(/```yaml\n(.*\n)*kind: ValidatingWebhookConfiguration\n(.*\n)*```/);
  expect(report).toMatch(/\*\*Webhook answers\*\*\n\n```yaml\nlabeler\.example\.com:/);
  expect(report).toMatch(
    /^\| \d+ \| labeler\.example\.com \| 0 \| patched \| `add \/metadata\/labels\/injected` \|$/m,
  );
  expect(report).toContain(
    'Error from server (Forbidden): admission webhook "deny.example.com" denied the request: image nginx:1.27 is not pinned by digest',
  );
  expect(report).toMatch(
    /^Reproduce: `npx admission-playground run 'http:\/\/127[^']+#v2\.[\w-]+'`$/m,
  );
  expect(report).toMatch(/<details>\n<summary>The whole scenario \(YAML\)<\/summary>\n/);
});

test('a report of work that replaced the example is titled "Untitled", as the top bar is', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.locator('.wb-title')).toHaveText(/A mutating webhook adds a label/);
  const own = (await import('../src/app/sampleScenario.ts')).sampleScenario
    .replace('name: web', 'name: checkout')
    .replaceAll('deny.example.com', 'policy.acme.io')
    .replaceAll('labeler.example.com', 'inject.acme.io');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', own);
  await expect(page.locator('.wb-title')).toHaveText('Untitled');
  await shareMenu(page);
  await page.getByRole('button', { name: 'Copy as Markdown bug report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bug report copied' })).toBeVisible();
  expect(await readClipboard(page)).toMatch(/^### Admission Playground: Untitled\n/);
});

test('opens a new GitHub issue with the report, or copies one too long for the address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const w = window as unknown as { opened: string[] };
    w.opened = [];
    window.open = (url?: string | URL) => {
      w.opened.push(String(url));
      return null;
    };
  });
  await page.goto('/');
  await shareMenu(page);
  await page.getByRole('button', { name: 'New GitHub issue…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open the bug report as a GitHub issue' });
  const repository = dialog.getByRole('textbox', { name: 'Repository' });
  await repository.fill('not a repository');
  await dialog.getByRole('button', { name: 'Open the issue' }).click();
  await expect(dialog).toContainText('a repository is written owner/name');
  await repository.fill('acme/webhooks');
  await dialog.getByRole('button', { name: 'Open the issue' }).click();
  await expect(dialog).toBeHidden();
  const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  await expect.poll(async () => (await opened()).length).toBe(1);
  const first = new URL((await opened())[0] ?? '');
  expect(first.origin + first.pathname).toBe('https://github.com/acme/webhooks/issues/new');
  expect(first.searchParams.get('title')).toBe(
    'A mutating webhook adds a label, a validating webhook denies',
  );
  // The example's report (about 9,500 characters as an address) is more than GitHub's new-issue
  // address takes: the issue opens without it, and the report is copied, which the page says.
  expect(first.searchParams.get('body')).toContain('Paste the bug report here');
  await expect(page.getByRole('status').filter({ hasText: /too long for GitHub/ })).toBeVisible();
  expect(await readClipboard(page)).toMatch(/^### Admission Playground: /);
});

test('shows the report to copy by hand when the clipboard is out of reach', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await shareMenu(page);
  await page.getByRole('button', { name: 'Copy as Markdown bug report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy the bug report' });
  const text = dialog.getByRole('textbox', { name: 'Bug report' });
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(/\*\*Trace\*\*\n\n\| Step \| Webhook \/ plugin/);
  await expect(text).toHaveValue(/Error from server \(Forbidden\)/);
  // The trace table in view: the lines above it hold links, whose address differs between runs.
  await text.evaluate((box: HTMLTextAreaElement) => {
    const above = box.value.slice(0, box.value.indexOf('**Trace**')).split('\n').length - 1;
    box.scrollTop = above * parseFloat(getComputedStyle(box).lineHeight);
  });
  await page.evaluate(() => document.fonts.ready);
  await expect(dialog).toHaveScreenshot('bug-report-dialog.png', { maxDiffPixelRatio: 0.01 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
