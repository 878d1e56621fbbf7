// Decides what cluster state a scenario sets up: `cluster:` with its admission plugin flags,
// feature gates, admission configuration, the objects that exist before the request and the
// static manifest files on the API server's disk.

import { readClusterObjects } from './clusterObjects.ts';
import { readStaticManifests } from './readStaticManifests.ts';
import { Section } from './section.ts';
import type { ReadContext } from './section.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { ScenarioCluster } from './types.ts';

const CLUSTER_FIELDS = [
  'admissionPlugins',
  'featureGates',
  'runtimeConfig',
  'minCompatibilityVersion',
  'admissionConfiguration',
  'defaulting',
  'objects',
  'staticManifests',
];
const PLUGIN_FIELDS = ['enable', 'disable'];

const isBoolean = (v: JsonValue): v is boolean => typeof v === 'boolean';

/** Reads `cluster:` (absent means no flags, no gates and no objects). */
export function readCluster(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): ScenarioCluster {
  const s = value === undefined ? undefined : Section.open(value, pointer, ctx, CLUSTER_FIELDS);
  if (!s)
    return {
      admissionPlugins: { enable: [], disable: [] },
      featureGates: {},
      runtimeConfig: {},
      defaulting: true,
      objects: [],
      staticManifests: [],
    };
  const admissionConfiguration = s.object('admissionConfiguration');
  return {
    admissionPlugins: readPlugins(s),
    featureGates: s.map('featureGates', 'a boolean', isBoolean) ?? {},
    // Like --runtime-config: `<group>/<version>` (or `api/all`, `api/beta`, ...) switched on or off.
    runtimeConfig: s.map('runtimeConfig', 'a boolean', isBoolean) ?? {},
    ...readMinCompatibilityVersion(s),
    ...(admissionConfiguration && { admissionConfiguration }),
    // The API server always defaults; `defaulting: false` shows the object as it was sent.
    defaulting: s.boolean('defaulting') ?? true,
    objects: readClusterObjects(s.raw('objects'), s.at('objects'), ctx),
    staticManifests: readStaticManifests(s.raw('staticManifests'), s.at('staticManifests'), ctx),
  };
}

// --min-compatibility-version's value; what the server refuses is said when the scenario runs
// (it depends on kubernetesVersion). `1.36` unquoted is a YAML float: its digits are what was meant.
function readMinCompatibilityVersion(s: Section): { minCompatibilityVersion?: string } {
  const v = s.read('minCompatibilityVersion', 'a version such as "1.36"', (x) =>
    typeof x === 'string' ? x : typeof x === 'number' ? String(x) : undefined,
  );
  return v === undefined ? {} : { minCompatibilityVersion: v };
}

function readPlugins(cluster: Section): ScenarioCluster['admissionPlugins'] {
  const value = cluster.raw('admissionPlugins');
  const at = cluster.at('admissionPlugins');
  const s = value === undefined ? undefined : Section.open(value, at, cluster.ctx, PLUGIN_FIELDS);
  return { enable: s?.strings('enable') ?? [], disable: s?.strings('disable') ?? [] };
}
