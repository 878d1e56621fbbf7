// The in-process admission plugins the scenario switches on, and what the Cluster tab fills its
// object templates in with, read from the scenario text as written (the engine's defaults apply).

import { enabledPlugins, KUBERNETES_VERSIONS, type PluginName } from '../../engine/index.ts';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';
import { parseYaml } from './sections/yamlDocument.ts';

/** The enabled plugins in chain order, the request's namespace and its user. */
export interface PluginContext {
  enabled: readonly PluginName[];
  /** request.namespace, else the object's (or old object's) metadata.namespace, else `default`. */
  namespace: string;
  username: string;
}

type Version = Parameters<typeof enabledPlugins>[1];
type Raw = Record<string, unknown>;
const versions: readonly Version[] = KUBERNETES_VERSIONS;
const record = (v: unknown): Raw =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {};
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function read(source: string): PluginContext | undefined {
  const { doc, problems } = parseYaml(source);
  if (problems.length > 0) return undefined;
  // The failsafe schema gives every scalar as written: `kubernetesVersion: 1.32` is the text 1.32.
  const root = record(doc.toJS());
  const plugins = record(record(root.cluster).admissionPlugins);
  const version = versions.find((v) => v === text(root.kubernetesVersion)) ?? '1.32';
  const request = record(root.request);
  const namespace =
    text(request.namespace) ||
    text(record(record(request.object).metadata).namespace) ||
    text(record(record(request.oldObject).metadata).namespace) ||
    'default';
  return {
    enabled: enabledPlugins(
      { enable: strings(plugins.enable), disable: strings(plugins.disable) },
      version,
    ),
    namespace,
    username: text(record(request.userInfo).username),
  };
}

const sameContext = (a: PluginContext, b: PluginContext): boolean =>
  a.namespace === b.namespace && a.username === b.username && a.enabled.join() === b.enabled.join();

let last: PluginContext | undefined;

/** Keeps the answer's identity while edits elsewhere leave it the same, so readers do not re-render. */
const readContext = memoizeLast((source: string): PluginContext | undefined => {
  const next = read(source);
  if (next !== undefined && last !== undefined && sameContext(last, next)) return last;
  last = next ?? last;
  return next;
});

/** Selects the enabled plugins, the request's namespace and user; undefined while the scenario text is not YAML. */
export const selectPluginContext = (s: PlaygroundState): PluginContext | undefined =>
  readContext(s.source);
