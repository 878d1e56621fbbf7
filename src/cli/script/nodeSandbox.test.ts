// The CLI's sandbox, for real: worker threads running compiled scripts under the shared runtime.
import { describe, expect, it } from 'vitest';
import type { ScriptCall } from '../../engine/index.ts';
import { compileScript } from '../../engine/webhook/script/compileScript.ts';
import { nodeScriptSandbox } from './nodeSandbox.ts';

const review = {
  apiVersion: 'admission.k8s.io/v1',
  kind: 'AdmissionReview',
  request: { uid: 'u-1', name: 'c' },
};

function call(source: string, overrides: Partial<ScriptCall> = {}): ScriptCall {
  const compiled = compileScript(source);
  if (!compiled.ok) throw new Error(compiled.message);
  return {
    kind: 'script',
    id: 'cfg/hook/0#0',
    webhook: 'hook.example.com',
    configuration: 'cfg',
    mutating: true,
    review,
    url: 'https://x/?timeout=10s',
    timeoutMs: 10_000,
    code: compiled.code,
    pointer: '/webhooks/hook.example.com/script',
    seed: 42,
    nowMs: Date.UTC(2026, 0, 1),
    call: 0,
    ...overrides,
  };
}

const run = nodeScriptSandbox({ wallClockCapMs: 1_500 });

describe('nodeScriptSandbox', () => {
  it('answers with what the default export returns, given the review and the call', async () => {
    const out = await run(
      call('export default (review, ctx) => ({ allowed: true, name: review.request.name, ctx })'),
    );
    expect(out).toEqual({
      kind: 'returned',
      value: {
        allowed: true,
        name: 'c',
        ctx: { webhook: 'hook.example.com', configuration: 'cfg', call: 0 },
      },
      elapsedMs: 0,
      logs: [],
    });
  });

  it('keeps console lines and waits on virtual timers without real time', async () => {
    const source = `export default async () => {
      console.log('start', { a: 1 });
      await new Promise((r) => setTimeout(r, 5000));
      console.warn('after', Date.now() - ${String(Date.UTC(2026, 0, 1))});
      return { allowed: true };
    }`;
    const started = Date.now();
    const out = await run(call(source));
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(out).toEqual({
      kind: 'returned',
      value: { allowed: true },
      elapsedMs: 5000,
      logs: ['log: start {"a":1}', 'warn: after 5000'],
    });
  });

  it('seeds Math.random, crypto and the clock: same seed, same values; another seed, others', async () => {
    const source =
      'export default () => ({ r: [Math.random(), Math.random()], u: crypto.randomUUID(), now: Date.now(), iso: new Date().toISOString(), p: performance.now() })';
    const a = await run(call(source));
    const b = await run(call(source));
    const c = await run(call(source, { seed: 43 }));
    expect(a).toEqual(b);
    expect(a.kind === 'returned' && c.kind === 'returned' && a.value).not.toEqual(
      c.kind === 'returned' && c.value,
    );
    expect(a).toMatchObject({
      value: { now: Date.UTC(2026, 0, 1), iso: '2026-01-01T00:00:00.000Z', p: 0 },
    });
  });

  it.each([
    ['process', 'typeof process'],
    ['require', 'typeof require'],
    ['fetch', 'typeof fetch'],
    ['node:fs through a global', 'typeof globalThis.fs'],
  ])('gives the script no %s', async (_, expression) => {
    const out = await run(call(`export default () => ({ t: ${expression} })`));
    expect(out).toMatchObject({ kind: 'returned', value: { t: 'undefined' } });
  });

  it('leaves no way from the global object to the host realm', async () => {
    const escape =
      "(() => { try { return typeof globalThis.constructor.constructor('return process')() } catch (e) { return e.name } })()";
    const out = await run(call(`export default () => ({ t: ${escape} })`));
    expect(out).toMatchObject({ kind: 'returned', value: { t: 'EvalError' } });
  });

  it('leaves no real clock behind a date: its constructor is the virtual Date', async () => {
    const out = await run(
      call(
        'export default () => ({ t: new (new Date().constructor)().getTime(), same: new Date().constructor === Date })',
      ),
    );
    expect(out).toMatchObject({ kind: 'returned', value: { t: Date.UTC(2026, 0, 1), same: true } });
  });

  it("refuses code generation, so no way around the compiler's import check", async () => {
    const out = await run(call('export default () => eval("1 + 1")'));
    expect(out).toMatchObject({
      kind: 'threw',
      error: 'EvalError: Code generation from strings disallowed for this context',
    });
  });

  it('reports a throw with its message and its line in the script', async () => {
    const out = await run(
      call('export default (review) => {\n  const spec = undefined;\n  return spec.containers;\n}'),
    );
    expect(out).toMatchObject({
      kind: 'threw',
      error: "TypeError: Cannot read properties of undefined (reading 'containers')",
      at: { line: 3, column: 15 },
    });
  });

  it("reports a throw on the first line at the script's own column", async () => {
    const out = await run(call('export default () => { throw new Error("no") }'));
    expect(out).toMatchObject({ kind: 'threw', error: 'Error: no', at: { line: 1, column: 30 } });
  });

  it('says when there is no default export, and when the answer is not JSON', async () => {
    expect(await run(call('export const x = 1'))).toMatchObject({
      kind: 'threw',
      error: 'TypeError: the script has no default export function',
    });
    expect(await run(call('export default () => ({ n: 1n })'))).toMatchObject({
      kind: 'threw',
      error: expect.stringMatching(/^TypeError: the answer is not JSON: TypeError: /),
    });
  });

  it('times out on the virtual clock when timers run past the budget', async () => {
    const out = await run(
      call(
        'export default () => new Promise((r) => setTimeout(() => r({ allowed: true }), 11_000))',
      ),
    );
    expect(out).toEqual({ kind: 'timeout', cause: 'budget', logs: [] });
  });

  it('times out when the script awaits something that never comes', async () => {
    expect(await run(call('export default () => new Promise(() => {})'))).toEqual({
      kind: 'timeout',
      cause: 'never',
      logs: [],
    });
  });

  it('stops a script that computes past the wall-clock cap', async () => {
    expect(await run(call('export default () => { for (;;) {} }'))).toEqual({
      kind: 'timeout',
      cause: 'wall-clock',
      logs: [],
    });
  });

  it('stops a script that eats memory, as a failed server', async () => {
    const out = await run(
      call('export default () => { const a = []; for (;;) a.push(new Array(1e6).fill(1)) }'),
    );
    expect(out.kind === 'threw' || (out.kind === 'timeout' && out.cause === 'wall-clock')).toBe(
      true,
    );
  });
});
