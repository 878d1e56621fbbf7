// The driver: stop at an outside call, answer it, replay. Answers here come from fakes; the real
// sandboxes have their own tests (src/cli/script, src/app/scripts).
import { describe, expect, it } from 'vitest';
import { locateError, parseScenario } from '../scenario/parse.ts';
import type { ExternalCall, ScriptCall, ScriptOutcome } from '../webhook/external/calls.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { runScenarioAsync } from './runScenarioAsync.ts';
import { runScenario } from './runScenario.ts';

const hookYaml = (kind: 'Mutating' | 'Validating', name: string, config: string, extra = '') => `
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ${kind}WebhookConfiguration
      metadata: { name: ${config} }
      webhooks:
        - name: ${name}
          clientConfig: { url: "https://${name}/hook" }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps] }]
          sideEffects: None
          admissionReviewVersions: [v1]${extra}`;

function scenarioOf(hooks: string, webhooks: string) {
  const text = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: drive
request:
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: default } }
cluster:
  objects:${hooks}
webhooks:
${webhooks}`;
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const script = (body: string) =>
  `    script: |\n${body
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n')}\n`;

const returned = (value: JsonValue | undefined, elapsedMs = 0): ScriptOutcome => ({
  kind: 'returned',
  value,
  elapsedMs,
  logs: [],
});

describe('runScenarioAsync', () => {
  it('answers each script call in turn and replays with the same reviews', async () => {
    const { scenario } = scenarioOf(
      hookYaml('Mutating', 'a.example.com', 'a') + hookYaml('Mutating', 'b.example.com', 'b'),
      `  a.example.com:\n${script('export default () => ({ allowed: true })')}  b.example.com:\n${script('export default () => ({ allowed: true })')}`,
    );
    const calls: ScriptCall[] = [];
    const heard: ExternalCall[] = [];
    const out = await runScenarioAsync(scenario, {
      runScript: async (call) => {
        calls.push(call);
        return call.webhook === 'a.example.com'
          ? returned({ allowed: true, patch: [{ op: 'add', path: '/data', value: { a: '1' } }] })
          : returned({ allowed: true }, 250);
      },
      onAnswer: (call) => heard.push(call),
    });
    expect(out.ok && out.value.object).toMatchObject({ data: { a: '1' } });
    expect(calls.map((c) => [c.id, c.call, c.timeoutMs])).toEqual([
      ['MutatingWebhookConfiguration/a/a.example.com/0#0', 0, 10_000],
      ['MutatingWebhookConfiguration/b/b.example.com/0#0', 0, 10_000],
    ]);
    expect(heard).toEqual(calls);
    // b saw a's patch: the replay reached it with the answer to a.
    expect(calls[1]?.review).toMatchObject({ request: { object: { data: { a: '1' } } } });
    expect(out.ok && out.value.durationMs).toBe(250);
    expect(out.ok && out.value.trace.find((t) => t.webhook === 'a.example.com')?.script).toEqual({
      outcome: 'returned',
      logs: [],
      seed: calls[0]?.seed,
      elapsedMs: 0,
    });
  });

  it('turns a throw into the HTTP 500 the API server reports, failurePolicy Fail', async () => {
    const { scenario } = scenarioOf(
      hookYaml('Validating', 'v.example.com', 'v'),
      `  v.example.com:\n${script('export default () => { throw new Error("boom") }')}`,
    );
    const out = await runScenarioAsync(scenario, {
      runScript: async () => ({
        kind: 'threw',
        error: 'Error: boom',
        at: { line: 1, column: 30 },
        elapsedMs: 0,
        logs: ['log: before'],
      }),
    });
    expect(out.ok && out.value.status).toMatchObject({
      code: 500,
      message:
        'Internal error occurred: failed calling webhook "v.example.com": failed to call webhook: an error on the server ("internal server error") has prevented the request from succeeding',
    });
    expect(
      out.ok && out.value.trace.find((t) => t.webhook === 'v.example.com')?.script,
    ).toMatchObject({
      outcome: 'threw',
      error: 'Error: boom',
      at: { line: 1, column: 30 },
      logs: ['log: before'],
    });
  });

  it('turns a script that does not answer in time into the webhook timeout, failurePolicy Ignore', async () => {
    const { scenario } = scenarioOf(
      hookYaml(
        'Validating',
        'v.example.com',
        'v',
        '\n          failurePolicy: Ignore\n          timeoutSeconds: 3',
      ),
      `  v.example.com:\n${script('export default () => new Promise(() => {})')}`,
    );
    const out = await runScenarioAsync(scenario, {
      runScript: async () => ({ kind: 'timeout', cause: 'never', logs: [] }),
    });
    expect(out.ok && out.value.allowed).toBe(true);
    expect(out.ok && out.value.auditAnnotations).toMatchObject({
      'failed-open.validating.webhook.admission.k8s.io/round_0_index_0': 'v.example.com',
    });
    expect(out.ok && out.value.durationMs).toBe(3000);
  });

  it("counts a script's virtual time against the timeout, like a slow server", async () => {
    const { scenario } = scenarioOf(
      hookYaml('Validating', 'v.example.com', 'v', '\n          timeoutSeconds: 1'),
      `  v.example.com:\n${script('export default () => ({ allowed: true })')}`,
    );
    const out = await runScenarioAsync(scenario, {
      runScript: async () => returned({ allowed: true }, 1000),
    });
    expect(out.ok && out.value.status?.message).toBe(
      'Internal error occurred: failed calling webhook "v.example.com": failed to call webhook: Post "https://v.example.com/hook?timeout=1s": context deadline exceeded',
    );
  });

  it('orders parallel validating scripts by their virtual time', async () => {
    const { scenario } = scenarioOf(
      hookYaml('Validating', 'a.example.com', 'a') + hookYaml('Validating', 'b.example.com', 'b'),
      `  a.example.com:\n${script('export default () => ({ allowed: true })')}  b.example.com:\n${script('export default () => ({ allowed: true })')}`,
    );
    const out = await runScenarioAsync(scenario, {
      runScript: async (c) => returned({ allowed: true }, c.webhook === 'a.example.com' ? 20 : 10),
    });
    expect(out.ok && out.value.calls).toEqual(['b.example.com', 'a.example.com']);
  });

  it('stops at a script with an error saying scripts are paused when nothing may run them', async () => {
    const parsed = scenarioOf(
      hookYaml('Validating', 'v.example.com', 'v'),
      `  v.example.com:\n${script('export default () => ({ allowed: true })')}`,
    );
    const out = await runScenarioAsync(parsed.scenario, {});
    expect(out).toEqual({
      ok: false,
      error: [
        {
          kind: 'paused',
          pointer: '/webhooks/v.example.com/script',
          message:
            'webhook "v.example.com" runs a script, and scripts are paused: allow scripts to run it',
        },
      ],
    });
  });

  it('refuses a script that does not compile, at its line in the scenario, before anything runs', async () => {
    const parsed = scenarioOf(
      hookYaml('Validating', 'v.example.com', 'v'),
      `  v.example.com:\n${script('export default () => {\n  return { allowed: true ]\n}')}`,
    );
    let ran = false;
    const out = await runScenarioAsync(parsed.scenario, {
      runScript: async () => ((ran = true), returned({ allowed: true })),
    });
    expect(ran).toBe(false);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error).toEqual([
      {
        kind: 'script',
        pointer: '/webhooks/v.example.com/script',
        message: 'SyntaxError: Unexpected token',
        at: { line: 2, column: 26 },
      },
    ]);
    const [error] = out.error;
    // The script's line 2 is the scenario's line 21 (its header is line 19), indented by 6.
    expect(error && locateError(error, parsed.spans)).toEqual({
      line: 21,
      column: 32,
      endLine: 21,
      endColumn: 33,
    });
  });

  it('leaves scenarios without scripts to the synchronous chain, which names the driver for scripts', async () => {
    const { scenario: withScript } = scenarioOf(
      hookYaml('Validating', 'v.example.com', 'v'),
      `  v.example.com:\n${script('export default () => ({ allowed: true })')}`,
    );
    const sync = runScenario(withScript);
    expect(sync.ok === false && sync.error[0]?.kind).toBe('not-supported');
  });
});
