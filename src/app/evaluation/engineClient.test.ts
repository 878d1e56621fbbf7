import { describe, expect, it } from 'vitest';
import {
  ABANDON_AFTER_MS,
  READ_CAP_MS,
  RUN_CAP_MS,
  createEngineClient,
  stoppedMessage,
  type EngineWorkerListeners,
} from './engineClient.ts';
import type { EngineRequest } from './engineProtocol.ts';
import type { Evaluated, ScenarioSummary } from './evaluation.ts';

/** A worker that answers only when the test says so. */
class FakeWorker {
  posted: EngineRequest[] = [];
  terminated = false;
  constructor(readonly listeners: EngineWorkerListeners) {}
  ready() {
    this.listeners.reply({ type: 'ready' });
  }
  parsed(id: number) {
    this.listeners.reply({ type: 'parsed', id, scenario: summary });
  }
  answer(id: number, text = this.posted.find((r) => r.id === id)?.source ?? '') {
    this.listeners.reply({ type: 'evaluated', id, scenario: summary, evaluation: { kind: 'bug', message: `answer to ${text}` } });
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
  request: { operation: 'CREATE', subResource: '', namespace: undefined, name: undefined, dryRun: false, userInfo: { username: 'u', groups: [] } },
};

/** A client over fake workers and a fake clock. */
function setup() {
  const workers: FakeWorker[] = [];
  const answers: Evaluated[] = [];
  let time = 0;
  let timers: { fn: () => void; at: number; id: number }[] = [];
  let nextTimer = 1;
  const client = createEngineClient({
    spawn: (listeners) => {
      const worker = new FakeWorker(listeners);
      workers.push(worker);
      return { post: (r) => worker.posted.push(r), terminate: () => (worker.terminated = true) };
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
  return { client, workers, worker, answers, advance, timerCount: () => timers.length };
}

describe('engine client', () => {
  it('posts the text to a worker and hands on its answer', () => {
    const t = setup();
    t.client.evaluate('a');
    t.worker(0).ready();
    t.worker(0).answer(t.worker(0).last.id);
    expect(t.answers).toEqual([{ source: 'a', scenario: summary, evaluation: { kind: 'bug', message: 'answer to a' } }]);
    expect(t.timerCount()).toBe(0);
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
    expect(t.answers).toEqual([{ source: 'hostile', scenario: summary, evaluation: { kind: 'stopped', message: stoppedMessage('running') } }]);
    expect(stoppedMessage('running')).toBe('Evaluation stopped after 2 s: an expression took too long. Nothing you typed is lost.');
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
    expect(t.answers[0]?.evaluation).toEqual({ kind: 'stopped', message: stoppedMessage('reading') });
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
    expect(t.answers[0]?.evaluation).toEqual({ kind: 'bug', message: 'the engine worker failed: its script could not be loaded' });
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
});
