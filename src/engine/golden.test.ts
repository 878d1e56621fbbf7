// Golden runs: every scenario in scenarios/ (and the recorded conformance scenarios beside the
// checkout, when present) meets its `expect:` block through the engine's façade.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExpectation, deterministicEnvironment, parseScenario, runScenario } from './index.ts';

const root = join(import.meta.dirname, '..', '..');
const gallery = join(root, 'scenarios');
// The recordings live in ../shared beside the checkout; a checkout without it skips them.
const conformance = join(root, '..', 'shared', 'conformance');
const folders = existsSync(conformance) ? [gallery, conformance] : [gallery];

function scenarioFiles(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(folder, f)) : [];
}

describe.each(folders)('scenarios in %s', (folder) => {
  const files = scenarioFiles(folder);
  it('holds scenarios', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s meets its expectation or says what it does not simulate', (file) => {
    const parsed = parseScenario(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const scenario = parsed.value.scenario;
    expect(scenario.expect).toBeDefined();
    const run = runScenario(scenario, deterministicEnvironment());
    if (!run.ok) {
      // Only webhook servers the playground cannot run yet (cases, script) may stop a golden run.
      expect(run.error.map((e) => e.kind)).toEqual(run.error.map(() => 'not-supported'));
      return;
    }
    const failures = checkExpectation(scenario.expect ?? {}, run.value);
    if (failures.length > 0) expect(run.value.notSimulated.length, JSON.stringify(failures)).toBeGreaterThan(0);
    else expect(failures).toEqual([]);
  });
});
