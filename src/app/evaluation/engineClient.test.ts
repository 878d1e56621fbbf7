import { describe, expect, it } from 'vitest';
import {
  ABANDON_AFTER_MS,
  READ_CAP_MS,
  RUN_CAP_MS,
  createEngineClient,
  stoppedMessage,
  type EngineWorker,
  type EngineWorkerListeners,
} from './engineClient.ts';
import type { ScriptCall, ScriptOutcome } from '../../engine/index.ts';
import type { EngineMessage, EngineRequest, ScriptAnswer } from './engineProtocol.ts';
import type { Evaluated, ScenarioSummary } from './evaluation.ts';

/** A worker that answers only when the test says so. */
class FakeWorker {
  messages: EngineMessage[] = [];
  /** The evaluation requests posted, in order. */
  get posted(): EngineRequest[] {
    return this.messages.filter((m): m is EngineRequest => m.type === 'evaluate');
  }
  /** The script answers posted, in order. */
  get scriptAnswers(): ScriptAnswer[] {
    return this.messages.filter((m): m is ScriptAnswer => m.type === 'script-answer');
  }
  terminated = false;
  constructor(readonly listeners: EngineWorkerListeners) {}
  ready() {
    this.listeners.reply({ type: 'ready' });
  }
  parsed(id: number) {
    this.listeners.reply({ type: 'parsed', id, scenario: summary });
  }
  answer(id: number, text = this.posted.find((r) => r.id === id)?.source ?? '') {
    this.listeners.reply({
      type: 'evaluated',
      id,
      scenario: summary,
      evaluation: { kind: 'bug', message: `answer to ${text}` },
    });
  }
  script(id: number, callId = 'cfg/hook/0#0') {
    this.listeners.reply({ type: 'script', id, call: { ...scriptCall, id: callId } });
  }
  get last(): EngineRequest {
    const request = this.posted.at(-1);
    if (request === undefined) throw new Error('nothing posted');
    return request;
  }
}

const summary: ScenarioSummary = {
  name: 'demo',
  title: undefined,
  description: undefined,
  kubernetesVersion: '1.32',
  notes: [],
  request: {
    operation: 'CREATE',
    subResource: '',
    namespace: undefined,
    name: undefined,
    dryRun: false,
    userInfo: { username: 'u', groups: [] },
  },
};

const scriptCall = {
  kind: 'script',
  id: 'cfg/hook/0#0',
  webhook: 'hook.example.com',
  code: '(async function (__x) {})',
} as ScriptCall;
const returned: ScriptOutcome = {
  kind: 'returned',
  value: { allowed: true },
  elapsedMs: 0,
  logs: [],
};

/** A script run in the fake sandbox: the test settles it. */
interface FakeScript {
  call: ScriptCall;
  cancelled: boolean;
  finish: (outcome: ScriptOutcome) => void;
}

/** Lets the outcome's promise and what follows it run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A client over fake workers, a fake sandbox and a fake clock; the first worker may have a run under way. */
function setup(running?: EngineWorker['running']) {
  const workers: FakeWorker[] = [];
  const scripts: FakeScript[] = [];
  const answers: Evaluated[] = [];
  let time = 0;
  let timers: { fn: () => void; at: number; id: number }[] = [];
  let nextTimer = 1;
  const client = createEngineClient({
    spawn: (listeners) => {
      const worker = new FakeWorker(listeners);
      workers.push(worker);
      return {
        post: (r) => worker.messages.push(r),
        terminate: () => (worker.terminated = true),
        ...(workers.length === 1 && running !== undefined && { running }),
      };
    },
    runScript: (call) => {
      let finish: (outcome: ScriptOutcome) => void = () => undefined;
      const outcome = new Promise<ScriptOutcome>((resolve) => (finish = resolve));
      const script: FakeScript = { call, cancelled: false, finish };
      scripts.push(script);
      return { outcome, cancel: () => (script.cancelled = true) };
    },
    answer: (a) => answers.push(a),
    setTimer: (fn, ms) => {
      const id = nextTimer++;
      timers.push({ fn, at: time + ms, id });
      return id;
    },
    clearTimer: (id) => (timers = timers.filter((t) => t.id !== id)),
    now: () => time,
  });
  const advance = (ms: number) => {
    time += ms;
    for (const due of timers.filter((t) => t.at <= time)) {
      timers = timers.filter((t) => t !== due);
      due.fn();
    }
  };
  const worker = (i: number): FakeWorker => {
    const w = workers[i];
    if (w === undefined) throw new Error(`no worker ${String(i)}`);
    return w;
  };
  return { client, workers, worker, scripts, answers, advance, timerCount: () => timers.length };
}

describe('engine client', () => {
  it('posts the text to a worker and hands on its answer', () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).ready();
    t.worker(0).answer(t.worker(0).last.id);
    expect(t.answers).toEqual([
      { source: 'a', scenario: summary, evaluation: { kind: 'bug', message: 'answer to a' } },
    ]);
    expect(t.timerCount()).toBe(0);
  });

  it("waits past the run's verdict (`ran`) for the whole answer, the review added", () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).ready();
    const id = t.worker(0).last.id;
    t.worker(0).listeners.reply({
      type: 'ran',
      id,
      scenario: summary,
      evaluation: { kind: 'bug', message: 'before the review' },
    });
    expect(t.answers).toEqual([]);
    t.worker(0).answer(id);
    expect(t.answers).toEqual([
      { source: 'a', scenario: summary, evaluation: { kind: 'bug', message: 'answer to a' } },
    ]);
  });

  it('stops a run past its cap: terminates the worker, spawns a fresh one and says why', () => {
    const t = setup();
    t.client.evaluate('hostile');
    t.worker(0).ready();
    t.worker(0).parsed(t.worker(0).last.id);
    t.advance(RUN_CAP_MS - 1);
    expect(t.answers).toEqual([]);
    t.advance(1);
    expect(t.worker(0).terminated).toBe(true);
    expect(t.workers).toHaveLength(2);
    expect(t.answers).toEqual([
      {
        source: 'hostile',
        scenario: summary,
        evaluation: { kind: 'stopped', message: stoppedMessage('running') },
      },
    ]);
    expect(stoppedMessage('running')).toBe(
      'Evaluation stopped after 2 s: an expression took too long. Nothing you typed is lost.',
    );
    // The next edit goes to the fresh worker, which answers as usual.
    t.client.evaluate('fixed');
    t.worker(1).ready();
    t.worker(1).answer(t.worker(1).last.id);
    expect(t.answers.at(-1)?.source).toBe('fixed');
  });

  it('ignores the answer of a worker it stopped', () => {
    const t = setup();
    t.client.evaluate('hostile');
    t.worker(0).ready();
    t.worker(0).parsed(t.worker(0).last.id);
    t.advance(RUN_CAP_MS);
    t.worker(0).answer(t.worker(0).last.id);
    expect(t.answers.map((a) => a.evaluation.kind)).toEqual(['stopped']);
  });

  it('gives reading the scenario its own, longer, cap', () => {
    const t = setup();
    t.client.evaluate('huge');
    t.worker(0).ready();
    t.advance(RUN_CAP_MS);
    expect(t.answers).toEqual([]);
    t.advance(READ_CAP_MS - RUN_CAP_MS);
    expect(t.answers[0]?.evaluation).toEqual({
      kind: 'stopped',
      message: stoppedMessage('reading'),
    });
  });

  it('starts the clock when the worker has loaded, not while it loads', () => {
    const t = setup();
    t.client.evaluate('a');
    t.advance(READ_CAP_MS * 2);
    expect(t.answers).toEqual([]);
    expect(t.worker(0).terminated).toBe(false);
    t.worker(0).ready();
    t.worker(0).answer(t.worker(0).last.id);
    expect(t.answers.map((a) => a.source)).toEqual(['a']);
  });

  it('lets the latest edit win: a superseded answer is dropped and only the latest text is sent next', () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).ready();
    const first = t.worker(0).last.id;
    t.client.evaluate('ab');
    t.client.evaluate('abc');
    // Nothing queued behind the request in flight: one request, and the latest text waiting.
    expect(t.worker(0).posted.map((r) => r.source)).toEqual(['a']);
    t.worker(0).answer(first);
    expect(t.answers).toEqual([]);
    expect(t.worker(0).posted.map((r) => r.source)).toEqual(['a', 'abc']);
    t.worker(0).answer(t.worker(0).last.id);
    expect(t.answers.map((a) => a.source)).toEqual(['abc']);
    expect(t.workers).toHaveLength(1);
  });

  it('abandons a superseded run that has gone on a while for a fresh worker', () => {
    const t = setup();
    t.client.evaluate('slow');
    t.worker(0).ready();
    t.worker(0).parsed(t.worker(0).last.id);
    t.advance(ABANDON_AFTER_MS);
    t.client.evaluate('next');
    expect(t.worker(0).terminated).toBe(true);
    expect(t.worker(1).posted.map((r) => r.source)).toEqual(['next']);
    t.worker(0).answer(1);
    t.worker(1).ready();
    t.worker(1).answer(t.worker(1).last.id);
    expect(t.answers.map((a) => a.source)).toEqual(['next']);
  });

  it('does not report a stop for a superseded run: the latest text runs on the fresh worker', () => {
    const t = setup();
    t.client.evaluate('hostile');
    t.worker(0).ready();
    t.worker(0).parsed(t.worker(0).last.id);
    t.advance(ABANDON_AFTER_MS - 1);
    t.client.evaluate('fixed');
    t.advance(RUN_CAP_MS);
    expect(t.worker(0).terminated).toBe(true);
    expect(t.answers).toEqual([]);
    expect(t.worker(1).posted.map((r) => r.source)).toEqual(['fixed']);
  });

  it('reports a worker that fails as an engine bug, and tries a new worker on the next edit', () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).listeners.fail('its script could not be loaded');
    expect(t.answers[0]?.evaluation).toEqual({
      kind: 'bug',
      message: 'the engine worker failed: its script could not be loaded',
    });
    expect(t.worker(0).terminated).toBe(true);
    expect(t.workers).toHaveLength(1);
    t.client.evaluate('b');
    expect(t.worker(1).posted.map((r) => r.source)).toEqual(['b']);
  });

  it('answers nothing once disposed', () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).ready();
    t.client.dispose();
    t.worker(0).answer(1);
    t.advance(READ_CAP_MS);
    expect(t.answers).toEqual([]);
    expect(t.worker(0).terminated).toBe(true);
  });

  it('says whether scripts may run, and pauses them unless asked', () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).ready();
    expect(t.worker(0).last).toEqual({ type: 'evaluate', id: 1, source: 'a', allowScripts: false });
    t.worker(0).answer(1);
    t.client.evaluate('a', true);
    expect(t.worker(0).last).toEqual({ type: 'evaluate', id: 2, source: 'a', allowScripts: true });
  });
});

describe('engine client: script webhooks', () => {
  /** A client whose request 1 is running and has asked for a script. */
  function asking() {
    const t = setup();
    t.client.evaluate('scripted', true);
    t.worker(0).ready();
    t.worker(0).parsed(1);
    t.advance(RUN_CAP_MS / 2);
    t.worker(0).script(1);
    return t;
  }

  it('runs the call in the sandbox and posts its outcome back to the worker', async () => {
    const t = asking();
    expect(t.scripts.map((s) => s.call.id)).toEqual(['cfg/hook/0#0']);
    t.scripts[0]?.finish(returned);
    await settled();
    expect(t.worker(0).scriptAnswers).toEqual([
      { type: 'script-answer', id: 1, callId: 'cfg/hook/0#0', outcome: returned },
    ]);
    t.worker(0).answer(1);
    expect(t.answers.map((a) => a.source)).toEqual(['scripted']);
  });

  it('pauses the run clock while a script runs, and resumes it with what is left', async () => {
    const t = asking();
    // The sandbox has caps of its own: the run's clock does not count the script's time.
    t.advance(RUN_CAP_MS * 3);
    expect(t.answers).toEqual([]);
    expect(t.worker(0).terminated).toBe(false);
    t.scripts[0]?.finish(returned);
    await settled();
    t.advance(RUN_CAP_MS / 2 - 1);
    expect(t.answers).toEqual([]);
    t.advance(1);
    expect(t.answers.map((a) => a.evaluation)).toEqual([
      { kind: 'stopped', message: stoppedMessage('running') },
    ]);
  });

  it('does not run the scripts of a superseded text: the worker gets a stand-in answer at once', () => {
    const t = setup();
    t.client.evaluate('old', true);
    t.worker(0).ready();
    t.worker(0).parsed(1);
    t.client.evaluate('new', true);
    t.worker(0).script(1);
    expect(t.scripts).toEqual([]);
    expect(t.worker(0).scriptAnswers).toMatchObject([
      { id: 1, callId: 'cfg/hook/0#0', outcome: { kind: 'threw' } },
    ]);
    t.worker(0).answer(1);
    expect(t.worker(0).last).toMatchObject({ source: 'new', allowScripts: true });
    expect(t.answers).toEqual([]);
  });

  it('ignores a script call from a request no longer in flight', () => {
    const t = setup();
    t.client.evaluate('a', true);
    t.worker(0).ready();
    t.worker(0).answer(1);
    t.worker(0).script(1);
    expect(t.scripts).toEqual([]);
    expect(t.worker(0).scriptAnswers).toEqual([]);
  });

  it('stops the script of an abandoned run and drops its outcome', async () => {
    const t = asking();
    t.advance(ABANDON_AFTER_MS);
    t.client.evaluate('edited', true);
    expect(t.scripts[0]?.cancelled).toBe(true);
    expect(t.worker(0).terminated).toBe(true);
    t.scripts[0]?.finish(returned);
    await settled();
    expect(t.worker(0).scriptAnswers).toEqual([]);
    expect(t.worker(1).scriptAnswers).toEqual([]);
    expect(t.worker(1).posted.map((r) => r.source)).toEqual(['edited']);
  });

  it('stops a running script when disposed', () => {
    const t = asking();
    t.client.dispose();
    expect(t.scripts[0]?.cancelled).toBe(true);
  });
});

describe('engine client, taking over the run the early script asked for', () => {
  // The early worker's link run (request 0): it serves the text 'link', scripts paused.
  const early = {
    id: 0,
    serves: (source: string, allowScripts: boolean) => source === 'link' && !allowScripts,
  };

  it('awaits the run under way for the same text instead of asking again', () => {
    const t = setup(early);
    t.client.evaluate('link');
    t.worker(0).ready();
    t.worker(0).parsed(0);
    t.worker(0).answer(0, 'link');
    expect(t.worker(0).messages).toEqual([]);
    expect(t.answers.map((a) => [a.source, a.evaluation])).toEqual([
      ['link', { kind: 'bug', message: 'answer to link' }],
    ]);
  });

  it('keeps the run under its caps once the worker is ready', () => {
    const t = setup(early);
    t.client.evaluate('link');
    t.worker(0).ready();
    t.worker(0).parsed(0);
    t.advance(RUN_CAP_MS);
    expect(t.answers.map((a) => a.evaluation)).toEqual([
      { kind: 'stopped', message: stoppedMessage('running') },
    ]);
  });

  it('asks anew for a text or allowance the run does not serve, and ignores its late answer', () => {
    const t = setup(early);
    t.client.evaluate('link', true);
    t.worker(0).ready();
    expect(t.worker(0).posted.map((r) => [r.id, r.source, r.allowScripts])).toEqual([
      [1, 'link', true],
    ]);
    t.worker(0).answer(0, 'link');
    expect(t.answers).toEqual([]);
    t.worker(0).answer(1);
    expect(t.answers.map((a) => a.source)).toEqual(['link']);
  });

  it('takes it over for the first request only, and numbers its own requests after it', () => {
    const t = setup({ id: 3, serves: () => true });
    t.client.evaluate('link');
    t.worker(0).ready();
    t.worker(0).answer(3, 'link');
    t.client.evaluate('link again');
    expect(t.worker(0).posted.map((r) => [r.id, r.source])).toEqual([[4, 'link again']]);
  });

  it("ignores the worker's report of the link it decoded", () => {
    const t = setup(early);
    t.client.evaluate('link');
    t.worker(0).ready();
    t.worker(0).listeners.reply({
      type: 'link',
      id: 0,
      link: { ok: true, value: { source: 'link' } },
    });
    expect(t.answers).toEqual([]);
    t.worker(0).answer(0, 'link');
    expect(t.answers).toHaveLength(1);
  });
});
