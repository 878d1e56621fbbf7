import { expect, test } from '@playwright/test';
import { caretAfter, openEditor, result } from './support/editors.ts';

// DESIGN.md: no server, no CDN, no telemetry. Every request the page makes stays on the preview host.
const LOCAL_HOST = '127.0.0.1';

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === LOCAL_HOST;
};

test('makes no request beyond the host that served it', async ({ page, context }) => {
  const requested: string[] = [];
  // Routing sees every request of the context (pages, workers, favicon) before it leaves;
  // foreign ones are recorded and refused rather than sent.
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (isLocal(url)) await route.continue();
    else await route.abort('blockedbyclient');
  });

  await page.goto('/');
  await expect(result(page)).toContainText('Error from server');
  for (const tab of ['Configurations', 'Webhook servers', 'Cluster', 'Scenario']) await openEditor(page, tab, tab === 'Configurations' ? 'Configurations and policies' : tab);
  await caretAfter(page, 'Scenario', 'kind: AdmissionScenario');
  await page.keyboard.type(' # edited');
  await expect(result(page)).toContainText('Error from server');
  await page.waitForLoadState('networkidle');

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => !isLocal(url))).toEqual([]);
});
