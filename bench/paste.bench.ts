// Benchmark (not a test): a pasted install of about 1.7 MB — CustomResourceDefinitions with large
// schemas, Deployments, Services, RBAC and webhook configurations, as `helm template` or a vendor's
// install.yaml prints them — as a multi-document string in cluster.objects. Measures parseScenario
// and runScenario against the targets in docs/format-additions.md ("Limits").
// Run: npx tsx bench/paste.bench.ts

import { stringify } from 'yaml';
import {
  deterministicEnvironment,
  parseScenario,
  runScenario,
  type JsonValue,
} from '../src/engine/index.ts';

const TARGET_BYTES = 1.7e6;

// A schema as deep and wordy as a real CRD's: nested objects, descriptions, enums, lists.
function schema(depth: number, seed: number): JsonValue {
  const description = `Field ${seed} at depth ${depth}: ${'explains what this setting does and when the controller reads it. '.repeat(2)}`;
  if (depth === 0)
    return { type: 'string', description, enum: ['Always', 'IfNotPresent', 'Never'] };
  const properties: Record<string, JsonValue> = {};
  for (let i = 0; i < 4; i++) properties[`field${seed}x${i}`] = schema(depth - 1, seed * 4 + i);
  properties[`items${seed}`] = {
    type: 'array',
    description,
    items: {
      type: 'object',
      properties: {
        name: { type: 'string', description },
        value: { type: 'integer', format: 'int32' },
      },
    },
  };
  return { type: 'object', description, properties, required: [`field${seed}x0`] };
}

function crd(i: number): JsonValue {
  const plural = `widgets${i}`;
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.example.com`, labels: { 'app.kubernetes.io/part-of': 'bench' } },
    spec: {
      group: 'example.com',
      names: { kind: `Widget${i}`, listKind: `Widget${i}List`, plural, singular: `widget${i}` },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: schema(3, i),
                status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
              },
            },
          },
          subresources: { status: {} },
        },
      ],
    },
  };
}

function workload(i: number): JsonValue[] {
  const labels = { app: `svc${i}` };
  return [
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: `svc${i}`, namespace: 'bench' } },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: `svc${i}`, namespace: 'bench', labels },
      spec: {
        replicas: 2,
        selector: { matchLabels: labels },
        template: {
          metadata: { labels },
          spec: {
            serviceAccountName: `svc${i}`,
            containers: [
              {
                name: 'main',
                image: `registry.example/svc${i}:1.0`,
                ports: [{ containerPort: 8443 }],
                resources: { requests: { cpu: '100m', memory: '128Mi' } },
              },
            ],
          },
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: `svc${i}`, namespace: 'bench' },
      spec: { selector: labels, ports: [{ port: 443, targetPort: 8443 }] },
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: `svc${i}` },
      rules: [{ apiGroups: ['example.com'], resources: ['*'], verbs: ['get', 'list', 'watch'] }],
    },
  ];
}

const documents: JsonValue[] = [
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'bench' } },
];
const wrap = (docs: JsonValue[]): string => {
  const text = docs.map((d) => stringify(d)).join('---\n');
  const indented = text
    .split('\n')
    .map((l) => (l === '' ? l : `      ${l}`))
    .join('\n');
  return `request:\n  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: bench } }\ncluster:\n  objects:\n    - |\n${indented}\n`;
};
let scenario = wrap(documents);
for (let i = 0; scenario.length < TARGET_BYTES; i++) {
  documents.push(crd(i), ...workload(i));
  scenario = wrap(documents);
}

function time(fn: () => void, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

let parsed = parseScenario(scenario);
const parseMs = time(() => {
  parsed = parseScenario(scenario);
}, 5);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.slice(0, 3)));
const { scenario: value } = parsed.value;
const runMs = time(() => {
  const result = runScenario(value, deterministicEnvironment());
  if (!result.ok) throw new Error(JSON.stringify(result.error.slice(0, 3)));
}, 5);

console.log(
  `scenario text: ${(scenario.length / 1e6).toFixed(2)} MB, ${documents.length} documents, ${value.cluster.objects.length} cluster objects`,
);
console.log(`parseScenario: ${parseMs.toFixed(0)} ms (median of 5)`);
console.log(`runScenario: ${runMs.toFixed(0)} ms (median of 5)`);
