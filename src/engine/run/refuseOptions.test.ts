import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { parseScenario } from '../scenario/parse.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';
import { runScenario } from './runScenario.ts';

const configMap = (extra: JsonObject = {}) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'c', namespace: 'default', uid: 'u-1', resourceVersion: '7' },
  data: { k: 'v' },
  ...extra,
});

const request = (operation: string, options: JsonObject, extra: JsonObject = {}) => ({
  operation,
  ...(operation === 'DELETE' ? { oldObject: configMap() } : { object: configMap() }),
  ...(operation === 'UPDATE' ? { oldObject: configMap() } : {}),
  options,
  ...extra,
});

const hooks = [
  configuration('Mutating', 'm', [webhookEntry('m.hook.test')]),
  configuration('Validating', 'v', [webhookEntry('v.hook.test')]),
];

describe("the handlers' options validation", () => {
  it.each([
    ['CREATE', 'CreateOptions'],
    ['UPDATE', 'UpdateOptions'],
    ['DELETE', 'DeleteOptions'],
  ])('refuses a %s with a bad dryRun with a 422 on %s before any webhook', (op, kind) => {
    const r = run({ request: request(op, { dryRun: ['Server'] }), objects: hooks });
    expect([r.status?.code, r.status?.reason, r.status?.message]).toEqual([
      422,
      'Invalid',
      `${kind}.meta.k8s.io "" is invalid: dryRun: Unsupported value: []string{"Server"}: supported values: "All"`,
    ]);
    expect(r.status?.details).toEqual({
      group: 'meta.k8s.io',
      kind,
      causes: [
        {
          reason: 'FieldValueNotSupported',
          message: 'Unsupported value: []string{"Server"}: supported values: "All"',
          field: 'dryRun',
        },
      ],
    });
    expect(r.calls).toEqual([]);
    const step = r.trace.at(-1);
    expect([step?.phase, step?.outcome, step?.refusal?.stage, step?.pointer]).toEqual([
      'decode',
      'denied',
      'options',
      '/request/options/dryRun',
    ]);
  });

  it('validates a PATCH as PatchOptions', () => {
    const r = run({
      request: request('UPDATE', { kind: 'PatchOptions', fieldValidation: 'Loud' }),
    });
    expect(r.status?.message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "Loud": supported values: "", "Ignore", "Strict", "Warn"',
    );
  });

  it('says the apply-only rules are not checked when a patch sets force', () => {
    const r = run({ request: request('UPDATE', { kind: 'PatchOptions', force: true }) });
    expect(r.allowed).toBe(true);
    expect(r.notSimulated.map((n) => n.feature)).toContain('patch options');
  });

  it('refuses the options before the body is decoded (a 422, not the 400)', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: configMap({ data: { k: 5 } }),
        options: { fieldManager: 'x'.repeat(129) },
      },
    });
    expect(r.status?.message).toBe(
      'CreateOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
    );
  });

  it('reads the body first: one over the limit is a 413 whatever the options', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: configMap({ data: { k: 'x'.repeat(3 * 1024 * 1024 + 1) } }),
        options: { dryRun: ['Server'] },
      },
    });
    expect(r.status?.code).toBe(413);
  });

  it('lets the dryRun: true shortcut replace a bad dryRun with [All]', () => {
    const r = run({ request: request('CREATE', { dryRun: ['Server'] }, { dryRun: true }) });
    expect(r.allowed).toBe(true);
  });

  it('treats options.dryRun [All] as a dry run, as dryrun.IsDryRun does', () => {
    const r = run({ request: request('CREATE', { dryRun: ['All'] }), objects: hooks });
    expect(r.request?.dryRun).toBe(true);
  });

  it('drops ignoreStoreReadErrorWithClusterBreakingPotential with the gate off: no error, and the webhook does not see it', () => {
    const r = run({
      request: request('DELETE', {
        ignoreStoreReadErrorWithClusterBreakingPotential: true,
        dryRun: ['All'],
      }),
      objects: hooks,
    });
    expect(r.allowed).toBe(true);
    const review = r.trace.find((e) => e.webhook === 'v.hook.test')?.request;
    expect((review?.['request'] as JsonObject | undefined)?.['options']).toEqual({
      kind: 'DeleteOptions',
      apiVersion: 'meta.k8s.io/v1',
      dryRun: ['All'],
    });
  });

  it('validates it with AllowUnsafeMalformedObjectDeletion on', () => {
    const parsed = parseScenario(
      JSON.stringify({
        request: request('DELETE', {
          ignoreStoreReadErrorWithClusterBreakingPotential: true,
          dryRun: ['All'],
        }),
        cluster: { featureGates: { AllowUnsafeMalformedObjectDeletion: true } },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.status?.message).toBe(
      'DeleteOptions.meta.k8s.io "" is invalid: ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: cannot be set together with .dryRun',
    );
  });

  it('refuses the unsafe delete of an object the store reads fine, before admission', () => {
    const parsed = parseScenario(
      JSON.stringify({
        request: request('DELETE', { ignoreStoreReadErrorWithClusterBreakingPotential: true }),
        cluster: {
          featureGates: { AllowUnsafeMalformedObjectDeletion: true },
          objects: hooks,
        },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect([r.value.status?.code, r.value.status?.message]).toEqual([
      422,
      'configmaps "c" is invalid: ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: is exclusively used to delete corrupt object(s), try again by removing this option',
    ]);
    expect(r.value.calls).toEqual([]);
    expect(r.value.auditAnnotations).toEqual({
      'apiserver.k8s.io/unsafe-delete-ignore-read-error': '',
    });
  });
});
