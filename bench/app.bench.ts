// The app's two performance figures (issue 3), measured in Debian chromium against the built
// site (run `vite build` first; `npm run bench` does):
// 1. the gzipped JavaScript loaded before the first result is on screen (Monaco excluded: it
//    loads after, lazily), and
// 2. keystroke → the pipeline map repainted with the new result (keydown in the object editor to
//    the frame after the map's commit), for the gallery scenario with the most steps.

import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deterministicEnvironment, parseScenario, runScenario } from '../src/engine/index.ts';
import { encodeShareLink } from '../src/engine/share/link.ts';

// BENCH_PORT and BENCH_DIST let two builds be measured side by side (as E2E_PORT and E2E_DIST do).
const PORT = Number(process.env.BENCH_PORT ?? 4183);
const DIST = process.env.BENCH_DIST ?? 'dist';
const root = new URL('..', import.meta.url).pathname;
const base = `http://127.0.0.1:${PORT}/`;

const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('vite preview did not start');
}

/** The gallery scenario with the longest trace: the most work per keystroke. */
function heaviestScenario(): { name: string; text: string; steps: number } {
  const dir = join(root, 'scenarios');
  const measured = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const parsed = parseScenario(text);
      const run = parsed.ok
        ? runScenario(parsed.value.scenario, deterministicEnvironment())
        : undefined;
      return { name, text, steps: run?.ok ? run.value.trace.length : 0 };
    });
  return measured.sort((a, b) => b.steps - a.steps || b.text.length - a.text.length)[0]!;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Notes, in the page, which scripts had loaded when the verdict first appeared. */
function recordScriptsAtFirstResult() {
  const w = window as unknown as { scriptsAtResult?: string[] };
  const observer = new MutationObserver(() => {
    // The verdict badge ("✗ 403 from …", "✓ created") is the first result; the map is a chunk after it.
    // (src/app/workbench/shell/VerdictBadge.tsx: "No result yet" until then.)
    if (w.scriptsAtResult || document.querySelector('.wb-verdict-ok, .wb-verdict-deny') === null)
      return;
    w.scriptsAtResult = performance
      .getEntriesByType('resource')
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'),
      )
      .map((e) => new URL(e.name).pathname);
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
}

async function firstResultBytes(
  page: Page,
): Promise<{ files: string[]; gzip: number; raw: number }> {
  await page.addInitScript(recordScriptsAtFirstResult);
  await page.goto(base);
  const files = await page
    .waitForFunction(() => (window as unknown as { scriptsAtResult?: string[] }).scriptsAtResult)
    .then((h) => h.jsonValue() as Promise<string[]>);
  const bytes = files.map((p) => readFileSync(join(resolve(root, DIST), p.replace(/^\//, ''))));
  return {
    files,
    raw: bytes.reduce((n, b) => n + b.length, 0),
    gzip: bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
}

async function keystrokeLatency(page: Page, scenario: string, samples: number): Promise<number[]> {
  // Opened as a person would open it: a share link carrying the scenario.
  const link = encodeShareLink(scenario);
  if (!link.ok) throw new Error(`no link for the scenario: ${JSON.stringify(link.error)}`);
  await page.goto(`${base}#${link.value}`);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-map-revision]') !== null);
  await page
    .getByRole('tablist', { name: 'Inputs' })
    .getByRole('tab', { name: 'Object', exact: true })
    .click();
  const object = page.getByRole('group', { name: 'Object', exact: true });
  await object.locator('.monaco-editor').waitFor();
  // The end of the object's name: each keystroke renames the object, so the whole chain re-runs.
  // The name may be written block style (`name: web`) or flow style (`metadata: { name: web, … }`).
  const nameLine = object.locator('.view-line', { hasText: 'name:' }).first();
  const text = (await nameLine.innerText()).replace(/\u00a0/g, ' ');
  const name = /name: *([^\s,}]+)/.exec(text);
  if (name === null) throw new Error(`no object name on the line "${text}"`);
  await nameLine.click();
  await page.keyboard.press('Home'); // the line's first non-blank character
  const indent = text.length - text.trimStart().length;
  for (let i = indent; i < name.index + name[0].length; i += 1)
    await page.keyboard.press('ArrowRight');
  await page.evaluate(() => {
    const w = window as unknown as { latencies: number[]; t0: number | undefined };
    w.latencies = [];
    document.addEventListener('keydown', () => (w.t0 = performance.now()), true);
    new MutationObserver(() => {
      const t0 = w.t0;
      if (t0 === undefined) return;
      w.t0 = undefined;
      // The frame after the map's commit is when the person sees it.
      requestAnimationFrame(() => setTimeout(() => w.latencies.push(performance.now() - t0)));
      // The map marks each result it has drawn (src/app/workbench/map/PipelineMap.tsx).
    }).observe(document.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-map-revision'],
    });
  });
  for (let i = 0; i < samples; i += 1) {
    if (i % 2 === 0) await page.keyboard.type('x');
    else await page.keyboard.press('Backspace');
    // The keystroke went where it should: the name, still valid YAML, so the chain re-ran.
    const now = i === 0 ? (await nameLine.innerText()).replace(/\u00a0/g, ' ') : '';
    if (i === 0 && !now.includes(`${name[0]}x`))
      throw new Error(`the keystroke missed the object's name: "${now}"`);
    await page
      .waitForFunction(
        (n) => (window as unknown as { latencies: number[] }).latencies.length >= n,
        i + 1,
        { timeout: 10_000 },
      )
      .catch(async (e: unknown) => {
        const line = await object.locator('.view-line', { hasText: 'name:' }).first().innerText();
        const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
        throw new Error(
          `keystroke ${String(i + 1)} drew no map (line "${line}", focus ${String(active)})`,
          { cause: e },
        );
      });
  }
  return page.evaluate(() => (window as unknown as { latencies: number[] }).latencies);
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const first = await firstResultBytes(page);
  console.log(`JavaScript before the first result: ${first.files.join(', ')}`);
  console.log(
    `  ${(first.raw / 1024).toFixed(1)} KiB raw, ${(first.gzip / 1024).toFixed(1)} KiB gzip -9 (target < 150 KB)`,
  );
  const heavy = heaviestScenario();
  console.log(
    `the gallery scenario with the most steps: ${heavy.name} (${String(heavy.steps)} trace steps)`,
  );
  const latencies = await keystrokeLatency(page, heavy.text, 41);
  const warm = latencies.slice(1);
  console.log(
    `keystroke → updated pipeline map, ${heavy.name} (${String(heavy.steps)} trace steps), ${String(warm.length)} keystrokes:`,
  );
  console.log(
    `  median ${median(warm).toFixed(1)} ms, min ${Math.min(...warm).toFixed(1)} ms, max ${Math.max(...warm).toFixed(1)} ms (target median ≤ 50 ms)`,
  );
  await browser.close();
} finally {
  server.kill();
}
