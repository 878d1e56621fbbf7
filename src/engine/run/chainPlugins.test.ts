// The chain and its in-process plugins together: the order and phase each runs in, what a step
// records, the objects a plugin creates, startup errors for unknown plugins, and the decode step.

import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { run } from '../testing/scenario.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from './runScenario.ts';

const pod = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'p', namespace: 'default' },
  spec: { containers: [{ name: 'c', image: 'nginx:1.27', foo: 1 }] },
};
const steps = (r: ReturnType<typeof run>) =>
  r.trace.map((t) => `${t.phase} ${t.plugin} ${t.outcome}`);

describe('the chain with in-process plugins', () => {
  it('runs each enabled plugin in AllOrderedPlugins order, in the phases it implements', () => {
    const r = run({
      request: { operation: 'CREATE', object: pod },
      admissionPlugins: { enable: ['AlwaysPullImages'] },
    });
    expect(steps(r)).toEqual([
      'decode decode patched',
      'mutating NamespaceLifecycle allowed',
      'mutating LimitRanger allowed',
      'mutating ServiceAccount patched',
      'mutating AlwaysPullImages patched',
      'mutating Priority patched',
      'mutating DefaultTolerationSeconds patched',
      'mutating RuntimeClass allowed',
      'storage storage allowed',
      'storage fieldValidation allowed',
      'validating LimitRanger allowed',
      'validating ServiceAccount allowed',
      'validating AlwaysPullImages allowed',
      'validating PodSecurity allowed',
      'validating RuntimeClass allowed',
      'validating ResourceQuota allowed',
    ]);
  });

  it("drops an unknown field in the decode step with the server's warning, before any plugin", () => {
    const r = run({
      request: { operation: 'CREATE', object: pod },
      admissionPlugins: { disable: ['ServiceAccount'] },
    });
    expect(r.warnings[0]).toBe('unknown field "spec.containers[0].foo"');
    expect(JSON.stringify(r.object)).not.toContain('"foo"');
  });

  it('refuses an unknown field with fieldValidation Strict, as the handler does', () => {
    const r = run({
      request: { operation: 'CREATE', object: pod, options: { fieldValidation: 'Strict' } },
    });
    expect(r.status).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message: 'strict decoding error: unknown field "spec.containers[0].foo"',
    });
  });

  it('records what a plugin assumed apart from what is not simulated', () => {
    const r = run({ request: { operation: 'CREATE', object: pod } });
    const sa = r.trace.find((t) => t.plugin === 'ServiceAccount');
    expect(sa?.assumptions?.[0]).toContain('the ServiceAccount default/default exists');
    expect(r.notSimulated.filter((n) => n.assumed === true).map((n) => n.feature)).toEqual([
      'ServiceAccount',
    ]);
  });

  it('lets later plugins see the namespace NamespaceAutoProvision created', () => {
    const configMap = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'brand-new' },
    };
    const r = run({
      request: { operation: 'CREATE', object: configMap },
      admissionPlugins: { enable: ['NamespaceAutoProvision'] },
    });
    expect(r.allowed).toBe(true);
    expect(r.trace.find((t) => t.plugin === 'NamespaceLifecycle')?.reason).toBe(
      'namespace "brand-new" exists and is Active',
    );
  });

  it('refuses to run with a plugin kube-apiserver 1.32 no longer knows, in its startup words', () => {
    const parsed = parseScenario('cluster:\n  admissionPlugins: {enable: [SecurityContextDeny]}\n');
    if (!parsed.ok) throw new Error('does not parse');
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    expect(r.ok ? [] : r.error).toEqual([
      {
        kind: 'invalid-value',
        pointer: '/cluster/admissionPlugins/enable/0',
        expected:
          'an admission plugin kube-apiserver 1.32 knows: it refuses to start with "enable-admission-plugins plugin "SecurityContextDeny" is unknown" (SecurityContextDeny was removed in Kubernetes 1.30)',
      },
    ]);
  });

  it('shows an object raw when the scenario turns defaulting off, still in Go field order', () => {
    const parsed = parseScenario(
      JSON.stringify({
        request: { object: pod },
        cluster: {
          defaulting: false,
          admissionPlugins: { disable: ['ServiceAccount', 'Priority', 'DefaultTolerationSeconds'] },
        },
      }),
    );
    if (!parsed.ok) throw new Error('does not parse');
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    const spec = r.ok ? (r.value.object as { spec: Record<string, unknown> }).spec : {};
    expect(spec['restartPolicy']).toBeUndefined();
    expect(spec['containers']).toEqual([{ name: 'c', image: 'nginx:1.27', resources: {} }]);
  });
});
