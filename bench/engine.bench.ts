// Benchmark (not a test): 100 mutating webhooks that each patch and 100 validating webhooks, all
// matching, over a ~1 MB object. Reported as a ratio to the floor: one JSON serialise + parse of the
// object per call, measured in the same process. Target: at most 2x the floor, peak memory < 300 MB.

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

console.log(`object: ${(objectJson.length / 1e6).toFixed(2)} MB, webhook calls: ${called}`);
console.log(`floor (one serialise+parse per call): ${floor.toFixed(0)} ms`);
console.log(`engine: ${engine.toFixed(0)} ms (median of 5)`);
console.log(`ratio: ${(engine / floor).toFixed(2)}x the floor (target <= 2x)`);
console.log(`peak RSS: ${(peakRss / 1e6).toFixed(0)} MB (target < 300 MB)`);
