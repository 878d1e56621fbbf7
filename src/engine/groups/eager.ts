// Installs every group at import, statically: the engine as Node (the CLI, the tests, the
// benches) runs it, where runScenario must answer any scenario synchronously. The browser's build
// replaces this module with an empty one (vite.config.ts), so the engine worker carries only what
// it loads per scenario (groups/load.ts).

import * as apiextensions from '../apiextensions/group.ts';
import { apiextensionsSlot } from '../apiextensions/lazy.ts';
import * as cel from '../cel/group.ts';
import { celSlot } from '../cel/lazy.ts';
import * as policy from '../policy/group.ts';
import { policySlot } from '../policy/lazy.ts';
import * as policyObjects from '../validation/policyObjectsGroup.ts';
import { policyObjectsSlot } from '../validation/policyObjectsLazy.ts';
import * as strategies from '../registry/strategiesGroup.ts';
import { strategiesSlot } from '../registry/strategies.ts';
import * as review from '../review/group.ts';
import { reviewCreatesSlot } from '../rest/reviewCreate.ts';
import * as reviewCreates from '../rest/reviewCreatesGroup.ts';
import { laterVersionsSlot } from '../served/laterLazy.ts';
import * as laterVersions from '../served/laterVersionsGroup.ts';
import * as staticManifests from '../manifest/group.ts';
import { staticManifestsSlot } from '../manifest/lazy.ts';
import * as storagePreconditions from '../run/preconditionsGroup.ts';
import { storagePreconditionsSlot } from '../run/preconditionsLazy.ts';
import * as conversion from '../conversion/group.ts';
import { conversionSlot } from '../conversion/lazy.ts';
import { reviewSlot } from '../review/lazy.ts';
import {
  apiValidatorsSlot,
  configValidatorsSlot,
  coreValidatorsSlot,
  otherPluginsSlot,
  podPluginsSlot,
  podValidatorsSlot,
  podsecuritySlot,
  quotaPluginsSlot,
} from './load.ts';
import * as otherPlugins from '../plugins/otherPluginsGroup.ts';
import * as podPlugins from '../plugins/podPluginsGroup.ts';
import * as quotaPlugins from '../plugins/quotaPluginsGroup.ts';
import * as podsecurity from '../podsecurity/group.ts';
import * as apiValidators from '../rest/validators/apiValidatorsGroup.ts';
import * as configValidators from '../rest/validators/configValidatorsGroup.ts';
import * as coreValidators from '../rest/validators/coreValidatorsGroup.ts';
import * as podValidators from '../rest/validators/podValidatorsGroup.ts';

/** Installs every group from the statically imported modules. */
export function installAllGroups(): void {
  celSlot.install(cel);
  policySlot.install(policy);
  policyObjectsSlot.install(policyObjects);
  apiextensionsSlot.install(apiextensions);
  podPluginsSlot.install(podPlugins);
  quotaPluginsSlot.install(quotaPlugins);
  podsecuritySlot.install(podsecurity);
  otherPluginsSlot.install(otherPlugins);
  podValidatorsSlot.install(podValidators);
  configValidatorsSlot.install(configValidators);
  coreValidatorsSlot.install(coreValidators);
  apiValidatorsSlot.install(apiValidators);
  strategiesSlot.install(strategies);
  laterVersionsSlot.install(laterVersions);
  staticManifestsSlot.install(staticManifests);
  storagePreconditionsSlot.install(storagePreconditions);
  conversionSlot.install(conversion);
  reviewCreatesSlot.install(reviewCreates);
  reviewSlot.install(review);
}

installAllGroups();
