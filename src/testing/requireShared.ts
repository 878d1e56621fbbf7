// vitest globalSetup: stops the whole unit-test run, before any test, when ../shared is not beside
// the checkout, so no test that reads it can quietly pass by finding nothing.

import { sharedFolder, sharedFolders } from './sharedData.ts';

/** Checks every folder of ../shared the tests read. */
export default function setup(): void {
  for (const name of Object.keys(sharedFolders) as (keyof typeof sharedFolders)[])
    sharedFolder(name);
}
