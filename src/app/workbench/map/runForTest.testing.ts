// Runs a scenario file (or the sample) through the engine for the workbench's unit tests.

import { readFileSync } from 'node:fs';
import {
  deterministicEnvironment,
  parseScenario,
  runScenario,
  type AdmissionResult,
} from '../../../engine/index.ts';
import { sampleScenario } from '../../sampleScenario.ts';

/** The result of a gallery scenario (by file name) or, without one, of the sample. */
export function runForTest(file?: string): AdmissionResult {
  const text =
    file === undefined
      ? sampleScenario
      : readFileSync(new URL(`../../../../scenarios/${file}`, import.meta.url), 'utf8');
  return runText(text);
}

/** The result of a scenario text. */
export function runText(text: string): AdmissionResult {
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(`does not parse: ${JSON.stringify(parsed.error)}`);
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(`does not run: ${JSON.stringify(run.error)}`);
  return run.value;
}
