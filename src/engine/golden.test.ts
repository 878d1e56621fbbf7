// Golden runs: every scenario in scenarios/ and every recorded conformance scenario in ../shared
// meets its `expect:` block through the engine's façade, whatever the result says it does not simulate.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../testing/sharedData.ts';
import { checkExpectation, deterministicEnvironment, parseScenario, runScenario } from './index.ts';

const root = join(import.meta.dirname, '..', '..');
const gallery = join(root, 'scenarios');
const folders = [gallery, sharedFolder('conformance')];

function scenarioFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(folder, f));
}

describe.each(folders)('scenarios in %s', (folder) => {
  const files = scenarioFiles(folder);
  it('holds scenarios', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s meets its expectation', (file) => {
    const parsed = parseScenario(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const scenario = parsed.value.scenario;
    expect(scenario.expect).toBeDefined();
    const run = runScenario(scenario, deterministicEnvironment());
    // Script webhooks need a sandbox, which runScenario has not: the CLI's `test` runs those.
    if (!run.ok && run.error.every((e) => e.kind === 'not-supported' && /script/.test(e.message)))
      return;
    if (!run.ok) throw new Error(JSON.stringify(run.error));
    expect(checkExpectation(scenario.expect ?? {}, run.value)).toEqual([]);
  });
});
