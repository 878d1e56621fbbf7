#!/usr/bin/env node
// Runs npm scripts side by side and fails when any of them fails: `npm test` runs the typecheck
// and the lint this way. tsc and prettier each keep one core busy and oxlint is short, so on the
// 2-core CI machine the pair takes about as long as prettier alone instead of the sum of all three.
// Each script's output is printed whole when it ends (not interleaved), with its time and status.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node .ci/parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn(npm, ['run', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
      });
      const chunks = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('error', (error) => chunks.push(Buffer.from(`${String(error)}\n`)));
      child.on('close', (code, signal) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${String(code)}`})`;
        process.stdout.write(`\n> npm run ${name}: ${status} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(chunks));
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
