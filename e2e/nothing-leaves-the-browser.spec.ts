import { expect, test } from '@playwright/test';
import { caretAfter, openEditor, result } from './support/editors.ts';
import { isLocal, recordRequests } from './support/network.ts';

// DESIGN.md: no server, no CDN, no telemetry. Every request the page makes stays on the preview host.

test('makes no request beyond the host that served it', async ({ page, context }) => {
  const requested = await recordRequests(context);

  await page.goto('/');
  await expect(result(page)).toContainText('Error from server');
  for (const tab of ['Configurations', 'Webhook servers', 'Cluster', 'Scenario'])
    await openEditor(page, tab, tab === 'Configurations' ? 'Configurations and policies' : tab);
  await caretAfter(page, 'Scenario', 'kind: AdmissionScenario');
  await page.keyboard.type(' # edited');
  await expect(result(page)).toContainText('Error from server');
  // Until the page stops asking for files (the lazy chunks and workers the edit woke): the recorded
  // list unchanged for a second. Not `networkidle`, which waits on every connection Chromium counts
  // as open and, on a loaded machine, sometimes never settled although no request was left.
  await expect
    .poll(
      async () => {
        const before = requested.length;
        await page.waitForTimeout(1000);
        return requested.length === before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => !isLocal(url))).toEqual([]);
});
