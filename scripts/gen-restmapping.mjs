#!/usr/bin/env node
// Derives the built-in REST mapping (every served resource, its kind, scope, verbs and subresources)
// from the Kubernetes 1.32 OpenAPI v3 documents and writes src/engine/restmapping/builtin.generated.ts.
//
// The kinds come from `x-kubernetes-group-version-kind`, which the API installer
// (k8s.io/apiserver/pkg/endpoints/installer.go) sets from the same `fqKindToRegister` it hands to
// EquivalentResourceRegistry.RegisterKindFor, so they are exactly what KindFor answers
// (pods/exec → v1 PodExecOptions, deployments/scale → autoscaling/v1 Scale, pods/log → v1 Pod).
//
// It also writes builtinLater.generated.ts: what each later release's mapping adds to 1.32's — from
// the 1.35 and 1.36 documents (measured servers, all API versions on, default gates), and DERIVED
// for the others (no documents here): 1.33 = 1.32 + networking.k8s.io/v1 ipaddresses and
// servicecidrs (MultiCIDRServiceAllocator GA; their shape is 1.35's); 1.34 = 1.35 (its API changes
// over 1.33 are the ones 1.35 shows; RN-1.35 adds no API); 1.37 = 1.36 + certificates.k8s.io/v1
// clustertrustbundles and podcertificaterequests (GA in 1.37, #139437, #139579; inference: shaped as
// their beta versions). A mapping is 1.32's plus these: a resource a release no longer has stays in
// the mapping, and the served check (src/engine/served) refuses it.
//
// Usage: node scripts/gen-restmapping.mjs   (env OPENAPI_DIR overrides the input folder, OUT_FILE the output)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const openapiDir = process.env.OPENAPI_DIR || resolve(repoRoot, '../shared/k8s/openapi-v1.32');
const outFile =
  process.env.OUT_FILE || join(repoRoot, 'src/engine/restmapping/builtin.generated.ts');
const laterFile =
  process.env.LATER_FILE || join(repoRoot, 'src/engine/restmapping/builtinLater.generated.ts');

// Group installation order of kube-apiserver 1.32 (pkg/controlplane/instance.go StorageProviders;
// pkg/controlplane/apiserver/apis.go InstallAPIs installs the legacy core group inside the provider
// loop, then every other group in provider order through InstallAPIGroups). apiextensions.k8s.io and
// apiregistration.k8s.io are served by the delegate servers, which keep registries of their own.
const GROUP_ORDER = [
  '',
  'internal.apiserver.k8s.io',
  'authentication.k8s.io',
  'authorization.k8s.io',
  'autoscaling',
  'batch',
  'certificates.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'networking.k8s.io',
  'node.k8s.io',
  'policy',
  'rbac.authorization.k8s.io',
  'scheduling.k8s.io',
  'storage.k8s.io',
  'storagemigration.k8s.io',
  'flowcontrol.apiserver.k8s.io',
  'apps',
  'admissionregistration.k8s.io',
  'events.k8s.io',
  'resource.k8s.io',
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
];

// Within a group, installAPIResources walks APIGroupInfo.PrioritizedVersions, i.e.
// scheme.PrioritizedVersionsForGroup: the SetVersionPriority list of pkg/apis/<group>/install/install.go,
// then versions only observed in the scheme. Groups with one served version are not listed.
const VERSION_PRIORITY = {
  'admissionregistration.k8s.io': ['v1', 'v1beta1', 'v1alpha1'],
  'authentication.k8s.io': ['v1', 'v1beta1', 'v1alpha1'],
  // autoscaling/v2 became the preferred version in 1.27 (kubernetes/kubernetes#114358)
  autoscaling: ['v2', 'v1', 'v2beta1', 'v2beta2'],
  'certificates.k8s.io': ['v1', 'v1beta1', 'v1alpha1'],
  'coordination.k8s.io': ['v1', 'v1beta1', 'v1alpha2', 'v1alpha1'],
  'networking.k8s.io': ['v1', 'v1beta1'],
  // SetVersionPriority(v1beta1) only; v1alpha3 follows as an observed version
  'resource.k8s.io': ['v1beta1', 'v1alpha3'],
  'storage.k8s.io': ['v1', 'v1beta1', 'v1alpha1'],
};

// x-kubernetes-action → one letter, decoded by src/engine/restmapping/builtinTable.ts
const VERB_LETTERS = {
  post: 'c',
  delete: 'd',
  deletecollection: 'D',
  get: 'g',
  list: 'l',
  patch: 'p',
  put: 'u',
  watch: 'w',
  watchlist: 'w',
  connect: 'x',
};
const VERB_ORDER = 'cdDglpuwx';

if (!existsSync(openapiDir)) {
  console.log(
    `gen-restmapping: no OpenAPI documents at ${openapiDir}; keeping the committed ${outFile}`,
  );
  process.exit(0);
}

/** kube-aware version order (k8s.io/apimachinery/pkg/version CompareKubeAwareVersionStrings): GA > beta > alpha, higher first */
function versionRank(v) {
  const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(v);
  if (!m) return [3, 0, 0, v];
  const stability = m[2] === undefined ? 0 : m[2] === 'beta' ? 1 : 2;
  return [stability, -Number(m[1]), -Number(m[3] ?? 0), v];
}
function compareVersions(a, b) {
  const ra = versionRank(a);
  const rb = versionRank(b);
  for (let i = 0; i < ra.length; i++) {
    if (ra[i] < rb[i]) return -1;
    if (ra[i] > rb[i]) return 1;
  }
  return 0;
}

function gvString(group, version) {
  return group === '' ? version : `${group}/${version}`;
}

/** splits an API path into group, version, namespaced, resource, subresource, or undefined for non-resource paths */
function parsePath(path) {
  const m = /^\/api\/(v[^/]+)\/(.*)$/.exec(path) ?? /^\/apis\/([^/]+)\/(v[^/]+)\/(.*)$/.exec(path);
  if (!m) return undefined;
  const [group, version, rest] = m.length === 3 ? ['', m[1], m[2]] : [m[1], m[2], m[3]];
  let segments = rest.split('/').filter((s) => s !== '');
  let watch = false;
  if (segments[0] === 'watch') {
    watch = true;
    segments = segments.slice(1);
  }
  let namespaced = false;
  if (segments[0] === 'namespaces' && segments[1] === '{namespace}' && segments.length > 2) {
    namespaced = true;
    segments = segments.slice(2);
  }
  const resource = segments[0];
  if (resource === undefined) return undefined;
  const subresource = segments[1] === '{name}' && segments[2] !== undefined ? segments[2] : '';
  return { group, version, namespaced, resource, subresource, watch };
}

/** Reads one release's OpenAPI documents into resources and their group-versions in registration order. */
function readTable(dir, priority = VERSION_PRIORITY) {
  const table = new Map(); // "gv resource" → entry
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('_openapi.json'))
    .sort()) {
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const parsed = parsePath(path);
      if (!parsed) continue;
      for (const op of Object.values(item)) {
        if (op === null || typeof op !== 'object') continue;
        const action = op['x-kubernetes-action'];
        const gvk = op['x-kubernetes-group-version-kind'];
        if (typeof action !== 'string' || !gvk) continue;
        const key = `${gvString(parsed.group, parsed.version)} ${parsed.resource}`;
        let entry = table.get(key);
        if (!entry) {
          entry = {
            group: parsed.group,
            version: parsed.version,
            resource: parsed.resource,
            namespaced: false,
            kind: undefined,
            verbs: new Set(),
            subs: new Map(),
          };
          table.set(key, entry);
        }
        if (parsed.namespaced) entry.namespaced = true;
        const kind = gvString(gvk.group, gvk.version) + '/' + gvk.kind;
        const letter = VERB_LETTERS[action];
        if (letter === undefined)
          throw new Error(`unknown x-kubernetes-action ${action} at ${path}`);
        const target = parsed.subresource === '' ? entry : subEntry(entry, parsed.subresource);
        if (target.kind !== undefined && target.kind !== kind)
          throw new Error(`${path}: kind ${kind} differs from ${target.kind}`);
        target.kind = kind;
        target.verbs.add(letter);
      }
    }
  }

  const groupVersions = [...new Set([...table.values()].map((e) => `${e.group} ${e.version}`))].map(
    (s) => s.split(' '),
  );
  groupVersions.sort(gvOrder(priority));
  for (const [g] of groupVersions) {
    if (!GROUP_ORDER.includes(g))
      console.warn(
        `gen-restmapping: group ${JSON.stringify(g)} has no known registration order; appended`,
      );
  }
  return { table, groupVersions };
}

function subEntry(entry, name) {
  let sub = entry.subs.get(name);
  if (!sub) {
    sub = { kind: undefined, verbs: new Set() };
    entry.subs.set(name, sub);
  }
  return sub;
}

const gvOrder =
  (priority) =>
  ([ga, va], [gb, vb]) => {
    const ia = GROUP_ORDER.indexOf(ga);
    const ib = GROUP_ORDER.indexOf(gb);
    if (ia !== ib)
      return (
        (ia === -1 ? GROUP_ORDER.length : ia) - (ib === -1 ? GROUP_ORDER.length : ib) ||
        ga.localeCompare(gb)
      );
    const pa = priority[ga]?.indexOf(va) ?? -1;
    const pb = priority[gb]?.indexOf(vb) ?? -1;
    if (pa !== pb && pa !== -1 && pb !== -1) return pa - pb;
    if (pa !== pb) return pa === -1 ? 1 : -1;
    return compareVersions(va, vb);
  };

const letters = (set) => [...VERB_ORDER].filter((l) => set.has(l)).join('');
const q = (s) => `'${s}'`;

/** The table's rows in registration order, each as [key "gv resource", source line]. */
function rowsOf({ table, groupVersions }) {
  const rows = [];
  for (const [g, v] of groupVersions) {
    const gv = gvString(g, v);
    const entries = [...table.values()]
      .filter((e) => e.group === g && e.version === v)
      .sort((a, b) => (a.resource < b.resource ? -1 : 1));
    for (const e of entries) {
      const subs = [...e.subs.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(
          ([name, s]) =>
            `[${q(name)}, ${q(s.kind === e.kind ? '' : s.kind)}, ${q(letters(s.verbs))}]`,
        );
      const kind = e.kind.slice(e.kind.lastIndexOf('/') + 1);
      if (e.kind !== `${gv}/${kind}`)
        throw new Error(
          `${gv} ${e.resource}: top-level kind ${e.kind} is not in its own group-version`,
        );
      rows.push([
        `${gv} ${e.resource}`,
        `[${q(gv)}, ${q(e.resource)}, ${q(kind)}, ${e.namespaced ? 1 : 0}, ${q(letters(e.verbs))}, [${subs.join(', ')}]]`,
      ]);
    }
  }
  return rows;
}

const base = readTable(openapiDir);
const { groupVersions } = base;
const baseRows = rowsOf(base);
const lines = baseRows.map(([, line]) => `  ${line},`);

const out = `// generated by scripts/gen-restmapping.mjs from the Kubernetes 1.32 OpenAPI documents; do not edit
// verbs: c create, d delete, D deletecollection, g get, l list, p patch, u update, w watch, x connect

/** A served subresource: name, kind as "group/version/Kind" ("" when it is the parent's kind), verbs. */
export type BuiltinSubresourceRow = readonly [name: string, kind: string, verbs: string];

/** A served resource: group-version, plural, kind, namespaced (1) or cluster-scoped (0), verbs, subresources. */
export type BuiltinResourceRow = readonly [
  groupVersion: string,
  resource: string,
  kind: string,
  namespaced: 0 | 1,
  verbs: string,
  subresources: readonly BuiltinSubresourceRow[],
];

/** Served group-versions in kube-apiserver 1.32 registration order ("v1" is the core group). */
export const builtinGroupVersions: readonly string[] = [
${groupVersions.map(([g, v]) => `  ${q(gvString(g, v))},`).join('\n')}
];

/** Every served resource, in registration order (group-versions as above, resources sorted within one). */
export const builtinResources: readonly BuiltinResourceRow[] = [
${lines.join('\n')}
];
`;

writeFileSync(outFile, out);
console.log(
  `gen-restmapping: wrote ${lines.length} resources in ${groupVersions.length} group-versions to ${outFile}`,
);

// ---- the later releases, as additions to 1.32's table ----

// resource.k8s.io/v1 (DRA GA, 1.34) and v1beta2 come before v1beta1 (kube-aware order).
const LATER_PRIORITY = {
  ...VERSION_PRIORITY,
  'resource.k8s.io': ['v1', 'v1beta2', 'v1beta1', 'v1alpha3'],
};

/**
 * 1.32's table with every resource of `later` added (a resource both have takes later's shape),
 * less the 1.32 resources the release no longer serves (`dropped`, "gv resource").
 */
function union(later, extra = [], dropped = []) {
  const table = new Map(base.table);
  for (const key of dropped) table.delete(key);
  for (const [key, entry] of later.table) table.set(key, entry);
  for (const entry of extra)
    table.set(`${gvString(entry.group, entry.version)} ${entry.resource}`, entry);
  const groupVersions = [...new Set([...table.values()].map((e) => `${e.group} ${e.version}`))].map(
    (x) => x.split(' '),
  );
  groupVersions.sort(gvOrder(LATER_PRIORITY));
  return { table, groupVersions };
}

const entry = (gv, resource, kind, namespaced, verbs, subs = []) => {
  const [group, version] = gv.includes('/') ? gv.split('/') : ['', gv];
  return {
    group,
    version,
    resource,
    namespaced,
    kind: `${gv}/${kind}`,
    verbs: new Set(verbs),
    subs: new Map(subs.map(([name, v]) => [name, { kind: `${gv}/${kind}`, verbs: new Set(v) }])),
  };
};

/** The rows a release adds to 1.32's, each after the row it follows, and the 1.32 rows it replaces or drops. */
function delta(rows) {
  const baseLine = new Map(baseRows);
  const basePrev = new Map(baseRows.map(([key], i) => [key, baseRows[i - 1]?.[0] ?? '']));
  const removed = [];
  const added = [];
  rows.forEach(([key, line], i) => {
    const prev = rows[i - 1]?.[0] ?? '';
    if (baseLine.get(key) === line && basePrev.get(key) === prev) return;
    if (baseLine.has(key)) removed.push(key);
    added.push([prev, line, key]);
  });
  // A 1.32 row the release does not have is only removed.
  const keys = new Set(rows.map(([key]) => key));
  for (const [key] of baseRows) if (!keys.has(key)) removed.push(key);
  // Rebuild as builtinTable.ts does, and check the order comes out exactly.
  const rebuilt = baseRows.map(([key]) => key).filter((k) => !removed.includes(k));
  for (const [prev, , key] of added)
    rebuilt.splice(prev === '' ? 0 : rebuilt.indexOf(prev) + 1, 0, key);
  if (rebuilt.join('|') !== rows.map(([k]) => k).join('|'))
    throw new Error('gen-restmapping: a later table does not rebuild in order');
  return { removed, added };
}

const laterDirs = { 1.35: 'openapi-v1.35', 1.36: 'openapi-v1.36' };
const laterRoot = resolve(openapiDir, '..');
if (!Object.values(laterDirs).every((d) => existsSync(join(laterRoot, d)))) {
  console.log(`gen-restmapping: no 1.35/1.36 documents beside ${openapiDir}; keeping ${laterFile}`);
  process.exit(0);
}
const t135 = readTable(join(laterRoot, laterDirs['1.35']), LATER_PRIORITY);
const t136 = readTable(join(laterRoot, laterDirs['1.36']), LATER_PRIORITY);
const networking = new Map(
  [...t135.table].filter(([key]) =>
    ['networking.k8s.io/v1 ipaddresses', 'networking.k8s.io/v1 servicecidrs'].includes(key),
  ),
);
// The 1.32 resources a release no longer serves. 1.35 and 1.36 are measured (in 1.32's documents,
// not in theirs); 1.33 and 1.34 are derived from k8s.io/api's prerelease-lifecycle markers
// (APILifecycleRemoved: the server stops serving a version in that release; v0.33.0, v0.34.0) and
// the types k8s.io/api v0.34.0 no longer has (resource.k8s.io/v1alpha3's DRA kinds). The
// 1.35-only removals (ClusterTrustBundle v1alpha1, VolumeAttributesClass v1alpha1,
// StorageVersionMigration v1alpha1) stay in 1.33 and 1.34.
const measuredDrops = [...base.table.keys()].filter((key) => !t135.table.has(key));
if ([...base.table.keys()].some((key) => !t136.table.has(key) && t135.table.has(key)))
  throw new Error('gen-restmapping: 1.36 drops a 1.32 resource 1.35 has; extend the drop lists');
const drop133 = ['authentication.k8s.io/v1beta1 selfsubjectreviews'];
const drop134 = [
  ...drop133,
  'admissionregistration.k8s.io/v1beta1 validatingadmissionpolicies',
  'admissionregistration.k8s.io/v1beta1 validatingadmissionpolicybindings',
  'resource.k8s.io/v1alpha3 deviceclasses',
  'resource.k8s.io/v1alpha3 resourceclaims',
  'resource.k8s.io/v1alpha3 resourceclaimtemplates',
  'resource.k8s.io/v1alpha3 resourceslices',
];
for (const key of drop134)
  if (!measuredDrops.includes(key))
    throw new Error(`gen-restmapping: ${key} is still served by 1.35; check the drop lists`);
const later = {
  1.33: union({ table: networking }, [], drop133),
  1.34: union(t135, [], drop134),
  1.35: union(t135, [], measuredDrops),
  1.36: union(t136, [], measuredDrops),
  1.37: union(
    t136,
    [
      entry(
        'certificates.k8s.io/v1',
        'clustertrustbundles',
        'ClusterTrustBundle',
        false,
        'cdDglpuw',
      ),
      entry(
        'certificates.k8s.io/v1',
        'podcertificaterequests',
        'PodCertificateRequest',
        true,
        'cdDglpuw',
        [['status', 'gpu']],
      ),
    ],
    measuredDrops,
  ),
};

const laterOut = [];
for (const [version, t] of Object.entries(later)) {
  const { removed, added } = delta(rowsOf(t));
  laterOut.push(`  '${version}': {
    replaced: [${removed.map(q).join(', ')}],
    added: [
${added.map(([prev, line]) => `      [${q(prev)}, ${line}],`).join('\n')}
    ],
  },`);
}

writeFileSync(
  laterFile,
  `// generated by scripts/gen-restmapping.mjs (see there for what is measured and what derived); do not edit

import type { BuiltinResourceRow } from './builtin.generated.ts';

/** What a later release's mapping changes in 1.32's: the rows it replaces ("gv resource") and the rows it adds, each after the row ("gv resource", "" first) it follows. */
export interface BuiltinDelta {
  replaced: readonly string[];
  added: readonly (readonly [after: string, row: BuiltinResourceRow])[];
}

/** Each later release's changes to the 1.32 table. */
export const laterBuiltinResources: Readonly<Record<string, BuiltinDelta>> = {
${laterOut.join('\n')}
};
`,
);
console.log(`gen-restmapping: wrote the 1.33-1.37 additions to ${laterFile}`);
