import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { caretAfter, openEditor, pipeline, replaceText, result } from './support/editors.ts';
import { isLocal, recordRequests } from './support/network.ts';
import { stepDetail, stepTab } from './support/workbench.ts';

// Stories: a person writes a `script` webhook, a JavaScript handler, and the chain runs it in a
// sandboxed Web Worker: a script that patches changes the stored object, one that throws is a
// server that answered HTTP 500 (its error placed in the script's lines), one that never ends is
// stopped and is a webhook timeout. The sandbox has no network (no fetch, and the page's
// Content-Security-Policy, which a blob: worker inherits, refuses connections and imports from
// elsewhere), no page, no storage, no eval. Runs are deterministic: the console line below, with
// its Date and Math.random, is what the CLI prints for the same scenario.

const scenario = (name: string, script: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: ${name}
request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: settings, namespace: default }
    data: { color: blue }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: MutatingWebhookConfiguration
      metadata: { name: label-config }
      webhooks:
        - name: label.example.com
          clientConfig: { url: "https://webhook.test/label" }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps] }]
          sideEffects: None
          admissionReviewVersions: [v1]
webhooks:
  label.example.com:
    script: |
${script
  .split('\n')
  .map((line) => `      ${line}`)
  .join('\n')}
`;

const PATCHES = `export default async function label(review) {
  const name = review.request.object.metadata.name;
  await new Promise((resolve) => setTimeout(resolve, 250));
  console.log("labelling " + name + " at " + new Date().toISOString() + " with " + Math.random().toFixed(6));
  return { allowed: true, patch: [{ op: "add", path: "/metadata/labels", value: { "labelled-by": "script" } }] };
}`;

const THROWS = `export default function check(review) {
  const spec = review.request.object.spec;
  return { allowed: spec.replicas < 3 };
}`;

const LOOPS = `export default function spin() {
  while (true) {}
}`;

const PROBES = `export default async function probe() {
  // Anything of these on the global object or along its prototype chain (a worker keeps most there).
  const names = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts", "indexedDB", "caches",
    "localStorage", "sessionStorage", "document", "window", "parent", "postMessage", "navigator", "Worker",
    "BroadcastChannel", "MessageChannel", "webkitRequestFileSystem"];
  const reachable = names.filter((name) => {
    for (let o = globalThis; o !== null; o = Object.getPrototypeOf(o)) {
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (d !== undefined && (d.value !== undefined || d.get !== undefined)) return true;
    }
    return false;
  });
  // The real clock and random source stay out of reach: only the runtime's seeded, virtual ones.
  const originals = ["crypto", "performance"].filter((name) => {
    for (let o = Object.getPrototypeOf(globalThis); o !== null; o = Object.getPrototypeOf(o)) {
      if (Object.getOwnPropertyDescriptor(o, name) !== undefined) return true;
    }
    return false;
  });
  let evaluated;
  try { evaluated = String(Function("return 1 + 1")()); } catch (e) { evaluated = e.name; }
  return { allowed: true, warnings: ["reachable: [" + reachable.join(", ") + "]", "originals: [" + originals.join(", ") + "]", "eval: " + evaluated] };
}`;

const FAILED =
  'Error from server (InternalError): Internal error occurred: failed calling webhook "label.example.com": failed to call webhook:';

async function run(page: Page, name: string, script: string) {
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', scenario(name, script));
}

/** Opens the webhook's step in the pipeline and returns its detail. */
async function openStep(page: Page) {
  await pipeline(page)
    .getByRole('button', { name: /label\.example\.com/ })
    .first()
    .click();
  return stepDetail(page);
}

/** Collects what the page and its workers report as Content-Security-Policy violations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const hear = (m: ConsoleMessage) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text()))
      violations.push(m.text());
  };
  page.on('console', hear);
  page.on('worker', (worker) => worker.on('console', hear));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test('a script that patches changes the stored object; its step shows its console, seed and virtual time', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(result(page)).toContainText('Error from server');
  await run(page, 'script-patches', PATCHES);
  await expect(result(page)).toContainText('configmap/settings created');

  const detail = await openStep(page);
  const script = detail.getByRole('region', { name: 'Script run' });
  await expect(script).toContainText(
    'The script returned an answer · seed 4009778820 · 250 ms of virtual time',
  );
  // The same line the CLI prints for this scenario: the clock and Math.random are the runtime's.
  await expect(script.getByLabel('Console output')).toHaveText(
    'log: labelling settings at 2026-01-01T00:00:00.250Z with 0.077521',
  );
  await stepTab(page, 'Patch (1)');
  await expect(detail.getByRole('heading', { name: 'Patch (1 operation)' })).toBeVisible();
  await expect(detail).toContainText('/metadata/labels = {"labelled-by":"script"}');

  await pipeline(page).getByRole('button', { name: 'Last step' }).click();
  const stored = stepDetail(page).getByText('The object as it would be stored');
  await stored.click();
  await expect(stepDetail(page)).toContainText('"labelled-by": "script"');
  expect(violations).toEqual([]);
});

test('a script that throws is a server that answered HTTP 500, its error placed in the script', async ({
  page,
}) => {
  await page.goto('/');
  await run(page, 'script-throws', THROWS);
  await expect(result(page)).toContainText(
    `${FAILED} an error on the server ("internal server error") has prevented the request from succeeding`,
  );
  const detail = await openStep(page);
  await expect(detail.getByRole('region', { name: 'Script run' })).toContainText(
    "TypeError: Cannot read properties of undefined (reading 'replicas') (line 3, column 26)",
  );
});

test('a script that never ends is stopped at the wall-clock cap: the webhook timed out', async ({
  page,
}) => {
  await page.goto('/');
  await run(page, 'script-loops', LOOPS);
  await expect(result(page)).toContainText(
    `${FAILED} Post "https://webhook.test/label?timeout=10s": context deadline exceeded`,
  );
  const detail = await openStep(page);
  await expect(detail.getByRole('region', { name: 'Script run' })).toContainText(
    "it computed past the sandbox's wall-clock cap",
  );
  // The page stayed responsive, and a fixed script runs again.
  await run(page, 'script-patches', PATCHES);
  await expect(result(page)).toContainText('configmap/settings created');
});

test('a script reaches no network, no page, no storage and cannot eval', async ({
  page,
  context,
}) => {
  const requested = await recordRequests(context);
  await page.goto('/');
  await run(page, 'script-probes', PROBES);
  await expect(result(page)).toContainText('configmap/settings created');
  const printed = result(page).getByRole('group', { name: /What kubectl prints/ });
  await expect(printed).toContainText('Warning: reachable: []');
  await expect(printed).toContainText('Warning: originals: []');
  // The page's policy has no 'unsafe-eval', and the worker inherits it.
  await expect(printed).toContainText('Warning: eval: EvalError');
  expect(requested.filter((url) => !isLocal(url))).toEqual([]);
});

test("the page's policy reaches a blob: worker: connections and imports from elsewhere are refused", async ({
  page,
  context,
}) => {
  const requested = await recordRequests(context);
  await page.goto('/');
  await expect(result(page)).toContainText('Error from server');
  // A worker made as the sandbox makes one, with the fetch the runtime would remove still in hand.
  const answers = await page.evaluate(async () => {
    const code = `
      const tries = {};
      try { await import("https://example.com/evil.mjs"); tries.importHttps = "loaded"; } catch (e) { tries.importHttps = e.name; }
      try { await fetch("https://example.com/"); tries.fetch = "answered"; } catch (e) { tries.fetch = e.name; }
      try { await fetch(location.origin + "/"); tries.fetchSelf = "answered"; } catch (e) { tries.fetchSelf = e.name; }
      tries.webSocket = await new Promise((resolve) => {
        const socket = new WebSocket("wss://example.com/");
        socket.onopen = () => resolve("opened");
        socket.onerror = () => resolve("refused");
      });
      postMessage(tries);`;
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const worker = new Worker(url, { type: 'module' });
    return new Promise<Record<string, string>>(
      (resolve) =>
        (worker.onmessage = (e: MessageEvent<Record<string, string>>) => resolve(e.data)),
    );
  });
  expect(answers).toEqual({
    importHttps: 'TypeError',
    fetch: 'TypeError',
    fetchSelf: 'TypeError',
    webSocket: 'refused',
  });
  expect(requested.filter((url) => url.includes('example.com'))).toEqual([]);
});

test('the built app runs under its Content-Security-Policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("connect-src 'none'");
  expect(policy).toContain("script-src 'self' blob:");
  await expect(result(page)).toContainText('Error from server');
  // Every editor (Monaco, its YAML worker, the CEL colouring), the gallery, the presenter view, a script.
  for (const tab of ['Configurations', 'Webhook servers', 'Cluster', 'Scenario']) {
    await openEditor(page, tab, tab === 'Configurations' ? 'Configurations and policies' : tab);
  }
  await caretAfter(page, 'Scenario', 'kind: AdmissionScenario');
  await page.keyboard.type(' # edited');
  await page.getByRole('button', { name: 'Gallery' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await run(page, 'script-patches', PATCHES);
  await expect(result(page)).toContainText('configmap/settings created');
  await page.getByRole('button', { name: 'Present' }).click();
  // The presenter's stage (its "Pipeline" region holds the workbench's "Pipeline map").
  await expect(page.getByRole('region', { name: 'Pipeline', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
