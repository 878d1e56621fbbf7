// Benchmark (not a test): 100 mutating webhooks that each patch and 100 validating webhooks, all
// matching, over a ~1 MB object. Reported as a ratio to the floor: one JSON serialise + parse of the
// object per call. First as a whole process, as a person meets it (issue 22): the installed
// command line (dist-cli/cli.mjs, built first) running the scenario from a file, written as JSON
// and as YAML with the object and the webhook configurations pasted from `kubectl get -o json`,
// against a process that reads the JSON file and serialises and parses the object once per call,
// alternated, median of 5 (wall and CPU time, with the load average: the machine may be busy); at most
// 1.0x the floor, peak memory < 300 MB. Then the engine alone, in this process (median of 5).
// Run: npx tsx bench/engine.bench.ts

import { rmSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { join } from 'node:path';
import { alternate, benchDir, buildCli, load, mb } from './processes.ts';
import {
  deterministicEnvironment,
  parseScenario,
  runScenario,
  type JsonValue,
} from '../src/engine/index.ts';

const hooks = 100;

function bigConfigMap(): JsonValue {
  const data: Record<string, string> = {};
  // ~1 MB of data: 2,000 keys of ~500 characters.
  for (let i = 0; i < 2000; i++) data[`key-${i}`] = `${i}-`.padEnd(500, 'x');
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'big', namespace: 'default', labels: { app: 'bench' } },
    data,
  };
}

const rule = {
  operations: ['CREATE'],
  apiGroups: [''],
  apiVersions: ['v1'],
  resources: ['configmaps'],
};
const hook = (name: string, mutating: boolean): JsonValue => ({
  name,
  clientConfig: { url: `https://bench.test/${name}` },
  rules: [rule],
  sideEffects: 'None',
  admissionReviewVersions: ['v1'],
  ...(mutating ? { reinvocationPolicy: 'Never' } : {}),
});

const scenario = {
  request: { operation: 'CREATE', object: bigConfigMap() },
  cluster: {
    admissionPlugins: {
      disable: [
        'ServiceAccount',
        'Priority',
        'DefaultTolerationSeconds',
        'PodSecurity',
        'LimitRanger',
        'ResourceQuota',
      ],
    },
    objects: [
      {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'MutatingWebhookConfiguration',
        metadata: { name: 'm' },
        webhooks: Array.from({ length: hooks }, (_, i) => hook(`m${i}.bench.test`, true)),
      },
      {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'ValidatingWebhookConfiguration',
        metadata: { name: 'v' },
        webhooks: Array.from({ length: hooks }, (_, i) => hook(`v${i}.bench.test`, false)),
      },
    ],
  },
  webhooks: Object.fromEntries(
    Array.from({ length: hooks }, (_, i) => [
      `m${i}.bench.test`,
      {
        response: {
          allowed: true,
          patch: [{ op: 'add', path: `/metadata/labels/m${i}`, value: 'x' }],
        },
      },
    ]),
  ),
};

// The whole process: the CLI against the floor, on the scenario written to a file.
const cli = buildCli();
const file = join(benchDir, 'heavy.json');
writeFileSync(file, JSON.stringify(scenario));
// The same scenario in YAML, as a person writes it: the object and the webhook configurations
// pasted as kubectl prints them (`kubectl get -o json`), indented under their key or dash.
const kubectl = (v: unknown, indent: string): string =>
  JSON.stringify(v, null, 4).replaceAll('\n', `\n${indent}`);
const { object, ...request } = scenario.request;
const { objects, ...cluster } = scenario.cluster;
const yamlFile = join(benchDir, 'heavy.yaml');
writeFileSync(
  yamlFile,
  stringify({ ...scenario, request, cluster: { ...cluster, objects: [] } })
    .replace(/^request:\n/m, `request:\n  object: ${kubectl(object, '    ')}\n`)
    .replace(
      /^ {2}objects: \[\]\n/m,
      `  objects:\n${objects.map((o) => `  - ${kubectl(o, '    ')}\n`).join('')}`,
    ),
);
const floorScript = join(benchDir, 'floor.mjs');
writeFileSync(
  floorScript,
  `import { readFileSync } from 'node:fs';
let object = JSON.parse(readFileSync(process.argv[2], 'utf8')).request.object;
for (let i = 0; i < ${hooks * 2}; i++) object = JSON.parse(JSON.stringify(object));
`,
);
const loadBefore = load();
const [floorProcess, cliProcess, yamlProcess] = alternate(
  [
    { name: 'floor', args: [floorScript, file] },
    { name: 'cli', args: [cli, 'run', file] },
    { name: 'cli yaml', args: [cli, 'run', yamlFile] },
  ],
  5,
);
if (floorProcess === undefined || cliProcess === undefined || yamlProcess === undefined)
  throw new Error('no figures');
const ratio = (m: typeof floorProcess): string =>
  `${m.medianMs.toFixed(0)} ms wall = ${(m.medianMs / floorProcess.medianMs).toFixed(2)}x, ` +
  `${m.medianCpuMs.toFixed(0)} ms CPU = ${(m.medianCpuMs / floorProcess.medianCpuMs).toFixed(2)}x the floor`;
console.log(
  `whole process (median of 5, alternated; load average ${loadBefore} before, ${load()} after):`,
);
console.log(
  `  floor (read the file, one JSON serialise+parse per webhook call): ${floorProcess.medianMs.toFixed(0)} ms wall, ${floorProcess.medianCpuMs.toFixed(0)} ms CPU`,
);
console.log(`  admission-playground run heavy.json: ${ratio(cliProcess)} (target <= 1.0x)`);
console.log(
  `  admission-playground run heavy.yaml (objects pasted as kubectl's JSON): ${ratio(yamlProcess)}`,
);
console.log(
  `  peak RSS: ${mb(cliProcess.peakRssBytes)} (JSON), ${mb(yamlProcess.peakRssBytes)} (YAML) (target < 300 MB; the floor's ${mb(floorProcess.peakRssBytes)})`,
);

const parsed = parseScenario(JSON.stringify(scenario));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const objectJson = JSON.stringify(scenario.request.object);

let peakRss = 0;
const sample = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const timer = setInterval(sample, 5);

function time(fn: () => void, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
    sample();
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const calls = hooks * 2;
const floor = time(() => {
  for (let i = 0; i < calls; i++) JSON.parse(JSON.stringify(JSON.parse(objectJson)));
}, 5);
let called = 0;
const engine = time(() => {
  const result = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!result.ok || !result.value.allowed) throw new Error('bench scenario must be allowed');
  called = result.value.calls.length;
}, 5);
clearInterval(timer);
sample();

console.log(
  `in this process: object ${(objectJson.length / 1e6).toFixed(2)} MB, webhook calls: ${called}`,
);
console.log(`  floor (one serialise+parse per call): ${floor.toFixed(0)} ms`);
console.log(
  `  engine: ${engine.toFixed(0)} ms (median of 5) = ${(engine / floor).toFixed(2)}x the floor`,
);
console.log(`  peak RSS of this process (5 runs and the floor): ${mb(peakRss)}`);
rmSync(benchDir, { recursive: true, force: true });
