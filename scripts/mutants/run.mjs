// `npm run mutants`: breaks the engine on purpose, one mutant at a time (./mutants.mjs), in a scratch
// copy of the checkout, and reports which mutants the scenario suite caught. Exits 1 when one
// survives or cannot be applied; the unbroken suite must pass first.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { files, locate } from './locate.mjs';
import { mutants } from './mutants.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const shared = resolve(repoRoot, '..', 'shared');

/** Runs the scenario suite in the scratch checkout. */
function suite(root) {
  const r = spawnSync(
    process.execPath,
    ['bin/admission-playground.mjs', 'test', 'scenarios', join('..', 'shared', 'conformance')],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  const failing = (r.stdout ?? '')
    .split('\n')
    .filter((l) => l.startsWith('FAIL '))
    .map((l) => l.slice(5).split(':')[0]);
  const closing = (r.stdout ?? '').trim().split('\n').at(-1) ?? '';
  return { code: r.status ?? -1, failing, closing, stderr: r.stderr ?? '' };
}

const scratch = mkdtempSync(join(tmpdir(), 'ap-mutants-'));
const root = join(scratch, 'main');
try {
  cpSync(repoRoot, root, {
    recursive: true,
    filter: (src) =>
      !/[/\\](node_modules|dist|\.git|test-results)([/\\]|$)/.test(
        relative(repoRoot, src) === '' ? '' : src,
      ),
  });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  symlinkSync(shared, join(scratch, 'shared'), 'dir');
  const engineFiles = files(root, 'src/engine');

  const baseline = suite(root);
  if (baseline.code !== 0) {
    console.error(
      `the unbroken suite does not pass (${baseline.closing}); fix that first\n${baseline.stderr}`,
    );
    process.exit(1);
  }
  console.log(`unbroken: ${baseline.closing}\n`);

  let caught = 0;
  let problems = 0;
  for (const m of mutants) {
    const saved = new Map();
    try {
      for (const edit of m.edits) {
        const file = locate(root, engineFiles, edit);
        if (!saved.has(file)) saved.set(file, readFileSync(join(root, file), 'utf8'));
        const text = readFileSync(join(root, file), 'utf8');
        writeFileSync(join(root, file), text.replace(edit.find, edit.replace));
      }
    } catch (e) {
      problems++;
      console.log(`ERROR   ${m.name}: ${e.message}`);
      for (const [file, text] of saved) writeFileSync(join(root, file), text);
      continue;
    }
    const r = suite(root);
    for (const [file, text] of saved) writeFileSync(join(root, file), text);
    if (r.code !== 0) {
      caught++;
      const shown = r.failing
        .slice(0, 4)
        .map((f) => f.split('/').at(-1))
        .join(', ');
      console.log(
        `caught  ${m.name}: ${r.closing}${shown ? ` (${shown}${r.failing.length > 4 ? ', …' : ''})` : ''}`,
      );
    } else {
      console.log(`MISSED  ${m.name}: ${r.closing}`);
    }
  }
  console.log(
    `\n${caught} of ${mutants.length} mutants caught${problems > 0 ? `, ${problems} could not be applied` : ''}`,
  );
  process.exitCode = caught === mutants.length ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
