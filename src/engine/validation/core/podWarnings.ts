// The warnings the pod strategies return after validation (WarningsOnCreate / WarningsOnUpdate):
// mirrors pkg/api/pod/warnings.go warningsForPodSpecAndMeta and pkg/api/node/util.go (deprecated
// node labels), for a Pod (`prefix` "") or a template (`prefix` "spec.template" and the like).

import type { JsonObject } from '../../apimachinery/types.ts';
import { quantityOf, scaledValue } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { child, index, key } from '../fieldPath.ts';
import { isDNS1123Label } from '../../apimachinery/names.ts';
import { num, obj, objects, str, stringMap } from '../read.ts';

const deprecatedNodeLabels: Readonly<Record<string, string>> = {
  'beta.kubernetes.io/arch': 'deprecated since v1.14; use "kubernetes.io/arch" instead',
  'beta.kubernetes.io/os': 'deprecated since v1.14; use "kubernetes.io/os" instead',
  'failure-domain.beta.kubernetes.io/region':
    'deprecated since v1.17; use "topology.kubernetes.io/region" instead',
  'failure-domain.beta.kubernetes.io/zone':
    'deprecated since v1.17; use "topology.kubernetes.io/zone" instead',
  'beta.kubernetes.io/instance-type':
    'deprecated since v1.17; use "node.kubernetes.io/instance-type" instead',
};

const deprecatedAnnotations: readonly [string, string][] = [
  [
    'scheduler.alpha.kubernetes.io/critical-pod',
    'non-functional in v1.16+; use the "priorityClassName" field instead',
  ],
  [
    'security.alpha.kubernetes.io/sysctls',
    'non-functional in v1.11+; use the "sysctls" field instead',
  ],
  [
    'security.alpha.kubernetes.io/unsafe-sysctls',
    'non-functional in v1.11+; use the "sysctls" field instead',
  ],
];

const deprecatedVolumes: readonly [string, string, string][] = [
  ['photonPersistentDisk', 'photonPersistentDisk', 'deprecated in v1.11, non-functional in v1.16+'],
  ['gitRepo', 'gitRepo', 'deprecated in v1.11'],
  ['scaleIO', 'scaleIO', 'deprecated in v1.16, non-functional in v1.22+'],
  ['flocker', 'flocker', 'deprecated in v1.22, non-functional in v1.25+'],
  ['storageos', 'storageOS', 'deprecated in v1.22, non-functional in v1.25+'],
  ['quobyte', 'quobyte', 'deprecated in v1.22, non-functional in v1.25+'],
  ['glusterfs', 'glusterfs', 'deprecated in v1.25, non-functional in v1.26+'],
  ['cephfs', 'cephfs', 'deprecated in v1.28, non-functional in v1.31+'],
  ['rbd', 'rbd', 'deprecated in v1.28, non-functional in v1.31+'],
];

const nullSelector = (path: string): string =>
  `${path}: a null labelSelector results in matching no pod`;

function containerWarnings(
  c: JsonObject,
  p: string,
  annotations: Map<string, string>,
  out: string[],
): void {
  const seccomp = `container.seccomp.security.alpha.kubernetes.io/${str(c['name'])}`;
  if (
    obj(obj(c['securityContext'])?.['seccompProfile']) === undefined &&
    annotations.has(seccomp)
  ) {
    out.push(
      `${key('metadata.annotations', seccomp)}: non-functional in v1.27+; use the "seccompProfile" field instead`,
    );
  }
  for (const [kind, resource] of [
    ['limits', 'memory'],
    ['requests', 'memory'],
    ['limits', 'ephemeral-storage'],
    ['requests', 'ephemeral-storage'],
  ] as const) {
    const q = quantityOf(obj(obj(c['resources'])?.[kind])?.[resource]);
    if (q !== undefined && scaledValue(q, -3) % 1000n !== 0n)
      out.push(
        `${key(child(p, 'resources', kind), resource)}: fractional byte value ${goQuote(quantityString(q))} is invalid, must be an integer`,
      );
  }
  const seen = new Set<string>();
  objects(c['env']).forEach((e, i) => {
    const name = str(e['name']);
    if (!seen.has(name)) {
      seen.add(name);
      return;
    }
    const ref = `$(${name})`;
    const value = str(e['value']);
    if (obj(e['valueFrom']) !== undefined || value === ref || !value.includes(ref))
      out.push(
        `${index(child(p, 'env'), i)}: hides previous definition of ${goQuote(name)}, which may be dropped when using apply`,
      );
  });
}

// The containers in VisitContainersWithPath's order: init, regular, ephemeral.
const containersWithPath = (spec: JsonObject, specPath: string): [JsonObject, string][] =>
  ['initContainers', 'containers', 'ephemeralContainers'].flatMap((l) =>
    objects(spec[l]).map((c, i): [JsonObject, string] => [c, index(child(specPath, l), i)]),
  );

function portWarnings(spec: JsonObject, specPath: string, out: string[]): void {
  const all = new Map<string, { field: string; hostIP: string; hostPort: number }[]>();
  for (const [c, p] of containersWithPath(spec, specPath)) {
    objects(c['ports']).forEach((port, i) => {
      const field = index(child(p, 'ports'), i);
      const hostIP = str(port['hostIP']);
      const hostPort = num(port['hostPort']) ?? 0;
      if (hostIP !== '' && hostPort === 0) {
        out.push(
          `${field}: hostIP set without hostPort: {Name:${str(port['name'])} HostPort:0 ContainerPort:${num(port['containerPort']) ?? 0} Protocol:${str(port['protocol'])} HostIP:${hostIP}}`,
        );
      }
      const k = `${num(port['containerPort']) ?? 0}/${str(port['protocol'])}`;
      const others = all.get(k) ?? [];
      for (const other of others) {
        if (hostIP === other.hostIP && hostPort === other.hostPort)
          out.push(`${field}: duplicate port definition with ${other.field}`);
        else if (hostPort === 0 || other.hostPort === 0)
          out.push(`${field}: overlapping port definition with ${other.field}`);
        else if (hostPort === other.hostPort && (hostIP === '') !== (other.hostIP === ''))
          out.push(`${field}: dangerously ambiguous port definition with ${other.field}`);
      }
      all.set(k, [...others, { field, hostIP, hostPort }]);
    });
  }
}

/** Lists the warnings for a pod spec and its metadata; `prefix` is the template's path ("" for a Pod). */
export function podSpecWarnings(
  spec: JsonObject,
  meta: JsonObject | undefined,
  prefix: string,
): string[] {
  const out: string[] = [];
  const specPath = child(prefix, 'spec');
  const metaPath = child(prefix, 'metadata', 'annotations');
  const annotations = new Map(stringMap(meta?.['annotations']));
  for (const [k] of stringMap(spec['nodeSelector'])) {
    const msg = deprecatedNodeLabels[k];
    if (msg !== undefined) out.push(`${key(child(specPath, 'nodeSelector'), k)}: ${msg}`);
  }
  const na = obj(obj(spec['affinity'])?.['nodeAffinity']);
  const termWarnings = (term: JsonObject | undefined, path: string): void => {
    objects(term?.['matchExpressions']).forEach((r, i) => {
      const msg = deprecatedNodeLabels[str(r['key'])];
      if (msg !== undefined)
        out.push(`${child(index(child(path, 'matchExpressions'), i), 'key')}: ${msg}`);
    });
  };
  objects(
    obj(na?.['requiredDuringSchedulingIgnoredDuringExecution'])?.['nodeSelectorTerms'],
  ).forEach((t, i) =>
    termWarnings(
      t,
      index(
        child(
          specPath,
          'affinity',
          'nodeAffinity',
          'requiredDuringSchedulingIgnoredDuringExecution',
          'nodeSelectorTerms',
        ),
        i,
      ),
    ),
  );
  objects(na?.['preferredDuringSchedulingIgnoredDuringExecution']).forEach((t, i) =>
    termWarnings(
      obj(t['preference']),
      child(
        index(
          child(
            specPath,
            'affinity',
            'nodeAffinity',
            'preferredDuringSchedulingIgnoredDuringExecution',
          ),
          i,
        ),
        'preference',
      ),
    ),
  );
  objects(spec['topologySpreadConstraints']).forEach((t, i) => {
    const path = index(child(specPath, 'topologySpreadConstraints'), i);
    const msg = deprecatedNodeLabels[str(t['topologyKey'])];
    if (msg !== undefined)
      out.push(`${child(path, 'topologyKey')}: ${str(t['topologyKey'])} is ${msg}`);
    if (obj(t['labelSelector']) === undefined) out.push(nullSelector(child(path, 'labelSelector')));
  });
  for (const [k, msg] of deprecatedAnnotations)
    if (annotations.has(k)) out.push(`${key(metaPath, k)}: ${msg}`);
  objects(spec['volumes']).forEach((v, i) => {
    for (const [field, shown, msg] of deprecatedVolumes)
      if (obj(v[field]) !== undefined)
        out.push(`${child(index(child(specPath, 'volumes'), i), shown)}: ${msg}`);
  });
  const ips = new Set<string>();
  objects(spec['hostAliases']).forEach((a, i) => {
    const ip = str(a['ip']);
    if (ips.has(ip))
      out.push(
        `${child(index(child(specPath, 'hostAliases'), i), 'ip')}: duplicate ip ${goQuote(ip)}`,
      );
    ips.add(ip);
  });
  const secrets = new Set<string>();
  const pullSecrets = objects(spec['imagePullSecrets']);
  pullSecrets.forEach((s, i) => {
    const name = str(s['name']);
    if (pullSecrets.length > 1 && secrets.has(name))
      out.push(
        `${child(index(child(specPath, 'imagePullSecrets'), i), 'name')}: duplicate name ${goQuote(name)}`,
      );
    secrets.add(name);
  });
  pullSecrets.forEach((s, i) => {
    if (str(s['name']) === '')
      out.push(
        `${child(index(child(specPath, 'imagePullSecrets'), i), 'name')}: invalid empty name ""`,
      );
  });
  if (
    obj(obj(spec['securityContext'])?.['seccompProfile']) === undefined &&
    annotations.has('seccomp.security.alpha.kubernetes.io/pod')
  ) {
    out.push(
      `${key(metaPath, 'seccomp.security.alpha.kubernetes.io/pod')}: non-functional in v1.27+; use the "seccompProfile" field instead`,
    );
  }
  for (const [c, p] of containersWithPath(spec, specPath))
    containerWarnings(c, p, annotations, out);
  portWarnings(spec, specPath, out);
  const grace = num(spec['terminationGracePeriodSeconds']);
  if (grace !== undefined && grace < 0)
    out.push(
      `${child(specPath, 'terminationGracePeriodSeconds')}: must be >= 0; negative values are invalid and will be treated as 1`,
    );
  for (const kind of ['podAffinity', 'podAntiAffinity']) {
    const a = obj(obj(spec['affinity'])?.[kind]);
    const base = child(specPath, 'affinity', kind);
    objects(a?.['requiredDuringSchedulingIgnoredDuringExecution']).forEach((t, i) => {
      if (obj(t['labelSelector']) === undefined)
        out.push(
          nullSelector(
            child(
              index(child(base, 'requiredDuringSchedulingIgnoredDuringExecution'), i),
              'labelSelector',
            ),
          ),
        );
    });
    objects(a?.['preferredDuringSchedulingIgnoredDuringExecution']).forEach((t, i) => {
      if (obj(obj(t['podAffinityTerm'])?.['labelSelector']) === undefined)
        out.push(
          nullSelector(
            child(
              index(child(base, 'preferredDuringSchedulingIgnoredDuringExecution'), i),
              'podAffinityTerm',
              'labelSelector',
            ),
          ),
        );
    });
  }
  return out;
}

/** The warning for a name that is not a DNS label (`what` says where the name is used). */
export function dnsLabelNameWarning(name: string, what: string): string[] {
  const msgs = isDNS1123Label(name);
  return msgs.length === 0
    ? []
    : [
        `metadata.name: this is used in ${what}, which can result in surprising behavior; a DNS label is recommended: [${msgs.join(' ')}]`,
      ];
}
