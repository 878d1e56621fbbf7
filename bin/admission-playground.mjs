#!/usr/bin/env node
// Starts the command line. In a checkout (src/ is beside bin/) it runs the TypeScript sources
// through tsx, so a developer always runs what they edit; the package that `npm pack` builds has
// no src/ and runs the prebuilt bundle, dist-cli/cli.mjs (scripts/build-cli.mjs).
import { existsSync } from 'node:fs';
import module from 'node:module';

// Node 22.1+ keeps V8's compiled code of the bundle between runs (a no-op where Node lacks it).
module.enableCompileCache?.();

const sources = new URL('../src/cli/entry.ts', import.meta.url);
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
} else {
  await import('../dist-cli/cli.mjs');
}
