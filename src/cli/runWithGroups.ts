// Runs a scenario from the command line. The packed CLI carries the engine's groups as chunks of
// their own (scripts/build-cli.mjs leaves out the façade's eager install, as the browser's worker
// does), so a `run` of a plain webhook scenario compiles and evaluates only the code it reaches:
// the groups the scan of the scenario names are loaded first (engine/groups/load.ts). From the
// sources (tsx, the tests) every group is installed already and the load is immediate.

import {
  loadGroupsFor,
  runScenarioAsync,
  type AdmissionResult,
  type EngineError,
  type Result,
  type Scenario,
  type ScenarioServers,
} from '../engine/index.ts';

/** Loads the groups the scenario needs, then runs it. */
export async function runWithGroups(
  scenario: Scenario,
  servers: ScenarioServers,
): Promise<Result<AdmissionResult, EngineError[]>> {
  await loadGroupsFor(scenario);
  return runScenarioAsync(scenario, servers);
}
