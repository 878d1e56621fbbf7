#!/usr/bin/env node
// Makes sure the browser tests have Debian's chromium (see playwright.config.ts). It installs it
// with apt-get when running as root on Debian, and never downloads anything else.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function browserPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync(DEFAULT_PATH) ? DEFAULT_PATH : undefined;
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.error(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(reason) {
  console.error(
    `ensure-chromium: ${reason}\n` +
      "browser tests need Debian's chromium: run `sudo apt-get install chromium` or set CHROMIUM_PATH " +
      'to a Chromium executable',
  );
  process.exit(1);
}

if (browserPath()) process.exit(0);

if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);

if (process.getuid?.() !== 0 || !hasAptGet()) fail(`${DEFAULT_PATH} not found`);

if (!run('apt-get', ['update'])) fail('apt-get update failed');
if (!run('apt-get', ['install', '-y', 'chromium', 'fonts-liberation'])) {
  fail('apt-get install chromium failed');
}
if (!browserPath()) fail(`apt-get installed chromium, but ${DEFAULT_PATH} is still missing`);
console.error(`ensure-chromium: installed ${DEFAULT_PATH}`);
