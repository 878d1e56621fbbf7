// DESIGN.md: no server, no CDN, no telemetry. What counts as staying on the preview host.

import type { BrowserContext } from '@playwright/test';

const LOCAL_HOST = '127.0.0.1';

/** Tells whether a request stays on the page's own host (or never leaves the browser). */
export const isLocal = (url: string): boolean => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === LOCAL_HOST;
};

/** Records every request of the context (pages, workers, favicon) and refuses foreign ones rather than send them. */
export async function recordRequests(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (isLocal(url)) await route.continue();
    else await route.abort('blockedbyclient');
  });
  return requested;
}
