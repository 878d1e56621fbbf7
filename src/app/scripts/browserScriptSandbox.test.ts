import { describe, expect, it } from 'vitest';
import {
  SCRIPT_WALL_CLOCK_CAP_MS,
  loadScriptRuntime,
  type ScriptCall,
} from '../../engine/index.ts';
import { SCRIPT_HEAD_COLUMNS } from '../../engine/webhook/script/wrapper.ts';
import {
  CANCELLED,
  LOAD_CAP_MS,
  createScriptSandbox,
  type ScriptWorkerListeners,
} from './browserScriptSandbox.ts';
import { MODULE_PREFIX, type ScriptJob } from './scriptMessages.ts';

const call = {
  kind: 'script',
  id: 'cfg/hook/0#0',
  webhook: 'hook.example.com',
  configuration: 'cfg',
  mutating: true,
  review: { request: { uid: 'u-1' } },
  url: 'https://x/?timeout=10s',
  timeoutMs: 10_000,
  code: '(async function (__x) {})',
  pointer: '/webhooks/hook.example.com/script',
  seed: 42,
  nowMs: 1_000,
  call: 0,
} satisfies ScriptCall;

const runtime = await loadScriptRuntime();

/** A sandbox over fake workers and a fake clock. */
function setup() {
  const workers: { listeners: ScriptWorkerListeners; jobs: ScriptJob[]; terminated: boolean }[] =
    [];
  let timers: { fn: () => void; at: number; id: number }[] = [];
  let time = 0;
  let nextId = 1;
  const sandbox = createScriptSandbox({
    spawn: (listeners) => {
      const worker = { listeners, jobs: [] as ScriptJob[], terminated: false };
      workers.push(worker);
      return { post: (job) => worker.jobs.push(job), terminate: () => (worker.terminated = true) };
    },
    setTimer: (fn, ms) => {
      timers.push({ fn, at: time + ms, id: nextId });
      return nextId++;
    },
    clearTimer: (id) => (timers = timers.filter((t) => t.id !== id)),
  });
  const advance = (ms: number) => {
    time += ms;
    for (const due of timers.filter((t) => t.at <= time)) {
      timers = timers.filter((t) => t !== due);
      due.fn();
    }
  };
  const worker = () => {
    const w = workers.at(-1);
    if (w === undefined) throw new Error('no worker');
    return w;
  };
  const run = (c: ScriptCall) => sandbox(c, runtime);
  return { run, workers, worker, advance, timerCount: () => timers.length };
}

describe('the browser script sandbox', () => {
  it('sends one worker the runtime, the code and the options that locate errors in the script', () => {
    const t = setup();
    t.run(call);
    expect(t.worker().jobs).toEqual([
      {
        runtime: runtime.RUNTIME_SOURCE,
        code: call.code,
        options: {
          seed: 42,
          nowMs: 1_000,
          budgetMs: 10_000,
          scriptName: '',
          headColumns: SCRIPT_HEAD_COLUMNS + MODULE_PREFIX.length,
        },
        reviewJson: '{"request":{"uid":"u-1"}}',
        contextJson: '{"webhook":"hook.example.com","configuration":"cfg","call":0}',
        removed: runtime.REMOVED_GLOBALS,
        replaced: runtime.REPLACED_GLOBALS,
      },
    ]);
  });

  it("answers with the runtime's last step and stops the worker", async () => {
    const t = setup();
    const running = t.run(call);
    t.worker().listeners.message({ type: 'running' });
    t.worker().listeners.message({
      type: 'step',
      step: { kind: 'returned', value: '{"allowed":true}', elapsedMs: 5, logs: ['log: hi'] },
    });
    expect(await running.outcome).toEqual({
      kind: 'returned',
      value: { allowed: true },
      elapsedMs: 5,
      logs: ['log: hi'],
    });
    expect(t.worker().terminated).toBe(true);
    expect(t.timerCount()).toBe(0);
  });

  it("keeps a throw's message and place", async () => {
    const t = setup();
    const running = t.run(call);
    const step = {
      kind: 'threw',
      error: 'TypeError: x',
      at: { line: 3, column: 15 },
      elapsedMs: 0,
      logs: [],
    };
    t.worker().listeners.message({ type: 'step', step });
    expect(await running.outcome).toEqual(step);
  });

  it('stops a script past the wall-clock cap, counted from its start: a timeout', async () => {
    const t = setup();
    const running = t.run(call);
    // Loading does not count against the script.
    t.advance(SCRIPT_WALL_CLOCK_CAP_MS * 2);
    t.worker().listeners.message({ type: 'running' });
    t.advance(SCRIPT_WALL_CLOCK_CAP_MS - 1);
    expect(t.worker().terminated).toBe(false);
    t.advance(1);
    expect(t.worker().terminated).toBe(true);
    expect(await running.outcome).toEqual({ kind: 'timeout', cause: 'wall-clock', logs: [] });
  });

  it('fails a worker that never starts', async () => {
    const t = setup();
    const running = t.run(call);
    t.advance(LOAD_CAP_MS);
    expect(await running.outcome).toEqual({
      kind: 'threw',
      error: 'the script sandbox did not start within 10 s',
      elapsedMs: 0,
      logs: [],
    });
    expect(t.worker().terminated).toBe(true);
  });

  it('turns a worker that fails into a throw, with its reason', async () => {
    const t = setup();
    const running = t.run(call);
    t.worker().listeners.fail('its script could not be loaded');
    expect(await running.outcome).toMatchObject({
      kind: 'threw',
      error: 'the script sandbox failed: its script could not be loaded',
    });
  });

  it.each([
    ['a bare value', 42],
    ['an unknown type', { type: 'hello' }],
    ['a step still pending', { type: 'step', step: { kind: 'pending' } }],
    [
      'a returned value that is not JSON',
      { type: 'step', step: { kind: 'returned', value: '{', elapsedMs: 0, logs: [] } },
    ],
    [
      'logs that are not text',
      { type: 'step', step: { kind: 'returned', elapsedMs: 0, logs: [{}] } },
    ],
    [
      'a timeout of another cause',
      { type: 'step', step: { kind: 'timeout', cause: 'wall-clock', logs: [] } },
    ],
  ])('does not believe %s from the worker', async (_, data) => {
    const t = setup();
    const running = t.run(call);
    t.worker().listeners.message(data);
    expect(await running.outcome).toMatchObject({
      kind: 'threw',
      error: 'the script sandbox answered something it should not',
    });
  });

  it('answers once: what comes after the first answer is ignored', async () => {
    const t = setup();
    const running = t.run(call);
    t.worker().listeners.message({
      type: 'step',
      step: { kind: 'timeout', cause: 'never', logs: [] },
    });
    t.worker().listeners.message({ type: 'running' });
    t.worker().listeners.fail('late');
    expect(await running.outcome).toEqual({ kind: 'timeout', cause: 'never', logs: [] });
    expect(t.timerCount()).toBe(0);
  });

  it('stops the worker when cancelled', async () => {
    const t = setup();
    const running = t.run(call);
    running.cancel();
    expect(t.worker().terminated).toBe(true);
    expect(await running.outcome).toMatchObject({ kind: 'threw', error: CANCELLED });
  });

  it('runs each call in a worker of its own', () => {
    const t = setup();
    t.run(call);
    t.run(call);
    expect(t.workers).toHaveLength(2);
  });
});
