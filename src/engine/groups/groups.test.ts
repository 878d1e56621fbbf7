// The engine answers the same whichever way its groups arrive: all installed at once (Node), or
// only the ones the scan names, loaded before the run (the browser's worker). Every gallery and
// conformance scenario runs both ways; a group the scan missed fails the run loudly.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { reviewScenario as reviewLazily } from '../review/lazy.ts';
import { reviewScenario } from '../review/reviewScenario.ts';
import { runScenario } from '../run/runScenario.ts';
import { runScenarioAsync } from '../run/runScenarioAsync.ts';
import { parseScenario } from '../scenario/parse.ts';
import type { Scenario } from '../scenario/types.ts';
import { installAllGroups } from './eager.ts';
import { GROUP_SLOTS, loadGroupsFor, loadReview, resetGroups } from './load.ts';
import { groupsFor } from './scan.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const files = [join(root, 'scenarios'), sharedFolder('conformance')].flatMap((folder) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(folder, f)),
);

function scenarioOf(file: string): Scenario {
  const parsed = parseScenario(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value.scenario;
}

// What a run shows, compared as data (the result holds no functions).
const asData = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

afterEach(() => installAllGroups());

describe('the engine groups', () => {
  it('finds the gallery and conformance scenarios', () => expect(files.length).toBeGreaterThan(90));

  it.each(files)('%s runs the same with only the groups its scan names', async (file) => {
    const scenario = scenarioOf(file);
    installAllGroups();
    const eager = asData(runScenario(scenario, deterministicEnvironment()));
    const eagerAsync = asData(await runScenarioAsync(scenario));
    const eagerReview = asData(reviewScenario({ scenario }));

    resetGroups();
    await loadGroupsFor(scenario);
    const loaded = Object.entries(GROUP_SLOTS).filter(([, s]) => s.loaded());
    expect(loaded.map(([name]) => name).sort()).toEqual([...groupsFor(scenario)].sort());
    expect(asData(runScenario(scenario, deterministicEnvironment()))).toEqual(eager);
    // The review is loaded after the verdict, never named by the scan.
    expect(GROUP_SLOTS.review.loaded()).toBe(false);
    await loadReview();
    expect(asData(reviewLazily({ scenario }))).toEqual(eagerReview);

    // The worker's way: from nothing, load what the scan names, then run.
    resetGroups();
    await loadGroupsFor(scenario);
    expect(asData(await runScenarioAsync(scenario))).toEqual(eagerAsync);
  });

  it("needs only its ConfigMap's validators for a webhook scenario without expressions", () => {
    const scenario = scenarioOf(join(root, 'scenarios', '01-mutating-order-lexical.yaml'));
    expect(groupsFor(scenario)).toEqual(['configValidators']);
  });

  it("names the static manifests' loaders only for a scenario that configures the plugins", () => {
    const plain = scenarioOf(join(root, 'scenarios', '01-mutating-order-lexical.yaml'));
    expect(groupsFor(plain)).not.toContain('staticManifests');
    const statics = scenarioOf(join(root, 'scenarios', '76-static-policy-guards-policies.yaml'));
    expect(groupsFor(statics)).toContain('staticManifests');
  });

  it("names the store's preconditions only for an UPDATE or a DELETE", () => {
    const names = (file: string) => groupsFor(scenarioOf(join(root, 'scenarios', file)));
    expect(names('01-mutating-order-lexical.yaml')).not.toContain('storagePreconditions');
    expect(names('13-update-with-old-object.yaml')).toContain('storagePreconditions');
    expect(names('72-delete-stale-uid-precondition.yaml')).toContain('storagePreconditions');
  });

  it('names the field-for-field conversions only for a scenario holding an object of their kinds', () => {
    const names = (file: string) => groupsFor(scenarioOf(join(root, 'scenarios', file)));
    expect(names('01-mutating-order-lexical.yaml')).not.toContain('conversion');
    expect(names('75-hpa-tolerance-by-version.yaml')).toContain('conversion');
  });

  it("names each field validators' family for some gallery or conformance scenario", () => {
    const named = new Set(files.map(scenarioOf).flatMap(groupsFor));
    for (const family of [
      'podValidators',
      'configValidators',
      'coreValidators',
      'apiValidators',
    ] as const)
      expect(named).toContain(family);
  });

  it("fails loudly when field validation reaches a validators' family that is not loaded", () => {
    const scenario = scenarioOf(join(root, 'scenarios', '01-mutating-order-lexical.yaml'));
    resetGroups();
    expect(() => runScenario(scenario, deterministicEnvironment())).toThrow(
      /the engine's "configValidators" group is not loaded \(the validator of \/configmaps was asked for\)/,
    );
  });

  it('fails loudly when the review is asked for before its group is loaded', () => {
    const scenario = scenarioOf(join(root, 'scenarios', '01-mutating-order-lexical.yaml'));
    resetGroups();
    expect(() => reviewLazily({ scenario })).toThrow(/the engine's "review" group is not loaded/);
  });

  it('fails loudly when a run reaches a group that is not loaded', () => {
    const withPolicy = files.map(scenarioOf).find((s) => groupsFor(s).includes('policy'));
    expect(withPolicy).toBeDefined();
    resetGroups();
    expect(() => runScenario(withPolicy as Scenario, deterministicEnvironment())).toThrow(
      /the engine's "(cel|policy|policyObjects)" group is not loaded/,
    );
  });
});
