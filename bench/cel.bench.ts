// Benchmark (not a test): the CEL parts of the chain. (1) 50 ValidatingAdmissionPolicies with a
// binding each, three validations, a variable and a messageExpression, over a Deployment with 50
// containers; (2) an expression at the per-call cost limit; (3) compiling 1,000 distinct expressions.
// Reported as medians; targets: (1) < 50 ms per request so a keystroke stays interactive.

import {
  compileCel,
  CostBudget,
  evaluateCel,
  PER_CALL_LIMIT_MESSAGE,
} from '../src/engine/cel/index.ts';
import {
  deterministicEnvironment,
  parseScenario,
  runScenario,
  type JsonValue,
} from '../src/engine/index.ts';

const policies = 50;
const containers = Array.from({ length: 50 }, (_, i) => ({
  name: `c${i}`,
  image: `registry.example.com/app-${i}:1.${i}`,
  resources: { limits: { memory: '256Mi', cpu: '500m' } },
}));
const deployment = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'default', labels: { app: 'web', env: 'prod' } },
  spec: { replicas: 3, template: { spec: { containers } } },
};

const policy = (i: number): JsonValue => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name: `p${i}` },
  spec: {
    failurePolicy: 'Fail',
    matchConstraints: {
      resourceRules: [
        {
          apiGroups: ['apps'],
          apiVersions: ['v1'],
          operations: ['CREATE'],
          resources: ['deployments'],
        },
      ],
    },
    variables: [{ name: 'containers', expression: 'object.spec.template.spec.containers' }],
    validations: [
      { expression: "variables.containers.all(c, c.image.startsWith('registry.example.com/'))" },
      {
        expression:
          "variables.containers.all(c, quantity(c.resources.limits.memory).isLessThan(quantity('1Gi')))",
      },
      {
        expression: `object.spec.replicas <= ${i + 3}`,
        messageExpression: "'too many replicas: ' + string(object.spec.replicas)",
      },
    ],
  },
});
const binding = (i: number): JsonValue => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  metadata: { name: `p${i}-binding` },
  spec: { policyName: `p${i}`, validationActions: ['Deny'] },
});

const scenario = {
  request: { operation: 'CREATE', object: deployment },
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
    objects: Array.from({ length: policies }, (_, i) => [policy(i), binding(i)]).flat(),
  },
};

function median(fn: () => void, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const parsed = parseScenario(JSON.stringify(scenario));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const first = runScenario(parsed.value.scenario, deterministicEnvironment());
if (!first.ok || !first.value.allowed)
  throw new Error(`the policies should admit: ${JSON.stringify(first)}`);
const steps = first.value.trace.filter((e) => e.plugin === 'ValidatingAdmissionPolicy').length;
const whole = median(() => runScenario(parsed.value.scenario, deterministicEnvironment()), 20);
console.log(
  `${policies} policies × 3 validations over 50 containers: ${whole.toFixed(1)} ms per request (${steps} policy steps)`,
);

const limit = compileCel(
  '[0,1,2,3,4,5,6,7,8,9].all(a, [0,1,2,3,4,5,6,7,8,9].all(b, [0,1,2,3,4,5,6,7,8,9].all(c, [0,1,2,3,4,5,6,7,8,9].all(d, [0,1,2,3,4,5,6,7,8,9].all(e, [0,1,2,3,4,5,6,7,8,9].all(f, true))))))',
  { kubernetesVersion: '1.32', mode: 'stored', declare: [] },
);
if (!limit.ok) throw new Error(limit.message);
let error = '';
const stop = median(() => {
  const r = evaluateCel(limit.program, {}, new CostBudget(10_000_000));
  error = r.ok ? 'no error' : r.error;
}, 5);
console.log(
  `a 10^6-step comprehension stops at the per-call limit in ${stop.toFixed(1)} ms (${error === PER_CALL_LIMIT_MESSAGE ? 'cancelled' : error})`,
);

let n = 0;
const compiles = median(() => {
  for (let i = 0; i < 1000; i++)
    compileCel(`object.spec.replicas <= ${n++} && object.metadata.name.startsWith('a')`, {
      kubernetesVersion: '1.32',
      mode: 'stored',
      declare: ['object'],
    });
}, 3);
console.log(
  `1,000 distinct compiles: ${compiles.toFixed(1)} ms (${(compiles / 1000).toFixed(3)} ms each)`,
);
