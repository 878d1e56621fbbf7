import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { caretAfter, openEditor, pipeline, result } from './support/editors.ts';
import { isLocal, recordRequests } from './support/network.ts';

// Story: a workshop room whose Wi-Fi fails. The participants opened the playground once; with no
// network at all it opens again from the service worker, shows a gallery example and a share
// link, and its editor (a lazy chunk) loads and re-evaluates as they type. Also: the site is
// installable (it links a web app manifest that Chromium parses, whose icons exist).

test.use({ serviceWorkers: 'allow' });

const SAMPLE_DENIAL = 'Error from server (Forbidden): admission webhook "deny.example.com"';
const galleryButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Scenario actions' }).getByRole('button', { name: 'Gallery' });
const gallery = (page: Page) => page.getByRole('dialog', { name: 'Example gallery' });

/** The files of the build under test, relative to its folder, sorted. */
function builtFiles(): string[] {
  const dist = process.env.E2E_DIST ?? 'dist';
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/**
 * Waits until the page's service worker is active (it becomes so only once all is precached) and
 * returns what its one cache holds, relative to the scope, sorted.
 */
async function whenPrecached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const ours = names.filter((n) => n.startsWith(`admission-playground ${registration.scope} `));
    if (ours.length !== 1) throw new Error(`expected one cache, found ${JSON.stringify(names)}`);
    const requests = await (await caches.open(ours[0] ?? '')).keys();
    return requests.map((r) => r.url.slice(registration.scope.length)).sort();
  });
}

test('after one visit the app opens and works with no network', async ({ page, context }) => {
  // The worker's install included: nothing is asked of any other host.
  const online = await recordRequests(context);
  // The page's Content-Security-Policy holds with the worker: it reports no violation.
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/');
  await expect(result(page)).toContainText(SAMPLE_DENIAL);
  // The person is told when the app can be used offline.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible();
  // Every file of the build but sw.js: the page, its chunks, workers, styles, fonts, icons, manifest.
  expect(await whenPrecached(page)).toEqual(builtFiles().filter((f) => f !== 'sw.js'));
  expect(online.filter((url) => !isLocal(url))).toEqual([]);

  // No network from here on; a request that still reached for it is recorded and refused.
  const reachedNetwork: string[] = [];
  await context.route('**/*', (route) => {
    reachedNetwork.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await context.setOffline(true);
  const notFromWorker: string[] = [];
  page.on('response', (response: Response) => {
    if (!response.fromServiceWorker()) notFromWorker.push(response.url());
  });

  await page.reload();
  await expect(result(page)).toContainText(SAMPLE_DENIAL);

  // A gallery example (the gallery is a lazy chunk of its own).
  await galleryButton(page).click();
  await gallery(page).getByRole('searchbox', { name: 'Search examples' }).fill('reinvocation');
  await gallery(page)
    .getByRole('button', { name: /^Reinvocation — IfNeeded runs again, Never does not/ })
    .click();
  // The reloaded page holds the autosaved work, so the gallery asks before replacing it.
  await gallery(page).getByRole('button', { name: 'Replace' }).click();
  await expect(
    pipeline(page)
      .getByRole('button', { name: /defaults\.reinvoke\.example\.com/ })
      .first(),
  ).toBeVisible();

  // A share link of another gallery scenario, opened offline.
  const text = readFileSync('scenarios/04-parallel-validation-first-denial.yaml', 'utf8');
  const link = encodeShareLink(text);
  if (!link.ok) throw new Error('the scenario does not encode');
  await page.goto(`/#${link.value}`);
  await expect(result(page)).toContainText(
    'admission webhook "fast.validate.example.com" denied the request',
  );

  // The editor is Monaco, a lazy chunk; an edit re-runs the chain (in the engine worker).
  await openEditor(page, 'Object');
  await caretAfter(page, 'Object', 'kind: ConfigMap');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('kind: Secret');
  await expect(result(page)).toContainText('secret/app-settings created');
  await expect(result(page)).not.toContainText('Error from server');

  // Everything came from the worker; the only network attempts were its tries for the page
  // itself (network first, so an online visit always gets the deployed page).
  expect(notFromWorker).toEqual([]);
  expect(violations).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(reachedNetwork.filter((url) => new URL(url).pathname !== '/')).toEqual([]);
  expect(reachedNetwork.every((url) => new URL(url).origin === origin)).toBe(true);
});

test('the page links a web app manifest that Chromium parses, with icons that exist', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  // Relative, like every URL of the site, so it works from a sub-path of any static host.
  expect(href).toBe('./manifest.webmanifest');

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toBe(new URL('manifest.webmanifest', page.url()).href);
  const data = JSON.parse(manifest.data ?? '') as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; type: string; sizes: string; purpose: string }[];
  };
  expect(data.name).toBe('Admission Playground');
  expect(data.start_url).toBe('./');
  expect(data.display).toBe('standalone');
  expect(data.icons.map((i) => i.purpose)).toContain('maskable');

  for (const icon of data.icons) {
    const response = await page.request.get(new URL(icon.src, manifest.url).href);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type !== 'image/png') continue;
    // A PNG's width and height sit at bytes 16–23 of its IHDR chunk.
    const png = await response.body();
    expect(`${String(png.readUInt32BE(16))}x${String(png.readUInt32BE(20))}`, icon.src).toBe(
      icon.sizes,
    );
  }

  // Chromium's own install check: nothing but the test's incognito profile stops the install.
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
});
