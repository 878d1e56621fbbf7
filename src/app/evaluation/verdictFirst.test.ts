import { describe, expect, it } from 'vitest';
import type { Heard } from './engineWorkerStart.ts';
import type { EngineReply } from './engineProtocol.ts';
import { SLOW_RUN_MS, verdictFirst, type EarlyVerdict } from './verdictFirst.ts';
import type { ScenarioSummary } from './evaluation.ts';

const summary = { name: 'demo', title: 'Two mutating webhooks' } as ScenarioSummary;
const reply = (r: EngineReply): Heard => ({ kind: 'reply', reply: r });
const linkOk = reply({
  type: 'link',
  id: 0,
  link: { ok: true, value: { source: 'kind: Scenario' } },
});
const allowed = reply({
  type: 'evaluated',
  id: 0,
  scenario: summary,
  evaluation: {
    kind: 'result',
    kubectl: 'configmap/demo created',
    result: { allowed: true } as never,
  },
});

/** The boot over fakes: what it did, in order, and handles to speak for the worker and the person. */
function boot(options: { paints?: boolean; worker?: boolean } = {}) {
  const did: string[] = [];
  const painted: EarlyVerdict[] = [];
  let listen: ((h: Heard) => void) | undefined;
  let interact: (() => void) | undefined;
  let frame: (() => void) | undefined;
  const timers: { fn: () => void; ms: number }[] = [];
  verdictFirst({
    openLink: (l) => {
      if (options.worker === false) return undefined;
      listen = l;
      did.push('open');
      return () => did.push('stop listening');
    },
    paints: options.paints ?? true,
    paint: (verdict, done) => {
      painted.push(verdict);
      did.push('paint');
      frame = done;
    },
    loadApp: () => did.push('load app'),
    onInteraction: (run) => {
      interact = run;
      return () => did.push('stop watching');
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  });
  return {
    did,
    painted,
    hear: (h: Heard) => listen?.(h),
    interact: () => interact?.(),
    showFrame: () => frame?.(),
    timers,
  };
}

describe('verdict first', () => {
  it('paints the verdict of the run, and loads the app only once it is on screen', () => {
    const b = boot();
    b.hear(reply({ type: 'ready' }));
    b.hear(linkOk);
    b.hear(reply({ type: 'parsed', id: 0, scenario: summary }));
    b.hear(allowed);
    expect(b.painted).toEqual([
      { kubectl: 'configmap/demo created', allowed: true, title: 'Two mutating webhooks' },
    ]);
    expect(b.did).toEqual(['open', 'paint']);
    b.showFrame();
    expect(b.did).toEqual(['open', 'paint', 'stop listening', 'stop watching', 'load app']);
  });

  it("paints the run's verdict before the review is added, and once: not again for the whole answer", () => {
    const b = boot();
    b.hear(linkOk);
    if (allowed.kind !== 'reply') throw new Error('a reply');
    b.hear(reply({ ...allowed.reply, type: 'ran' } as EngineReply));
    expect(b.did).toEqual(['open', 'paint']);
    b.hear(allowed);
    expect(b.did).toEqual(['open', 'paint']);
    b.showFrame();
    expect(b.painted).toHaveLength(1);
    expect(b.did.at(-1)).toBe('load app');
  });

  it.each<[string, Heard]>([
    [
      'the link does not open',
      reply({
        type: 'link',
        id: 0,
        link: {
          ok: false,
          error: { kind: 'share-link', reason: 'bad-payload', message: 'damaged' },
        },
      }),
    ],
    ['the worker could not decode it', reply({ type: 'link', id: 0, link: undefined })],
    ['the worker failed', { kind: 'fail', message: 'its script could not be loaded' }],
    [
      'the scenario is not valid',
      reply({
        type: 'evaluated',
        id: 0,
        scenario: summary,
        evaluation: { kind: 'invalid', problems: [] },
      }),
    ],
  ])('loads the app at once, painting nothing, when %s', (_, heard) => {
    const b = boot();
    b.hear(heard);
    expect(b.did).toEqual(['open', 'stop listening', 'stop watching', 'load app']);
    b.hear(allowed);
    expect(b.painted).toEqual([]);
  });

  it("ignores answers to other requests than the link's", () => {
    const b = boot();
    b.hear(
      reply({
        type: 'evaluated',
        id: 5,
        scenario: summary,
        evaluation: { kind: 'result', kubectl: 'other', result: { allowed: true } as never },
      }),
    );
    expect(b.did).toEqual(['open']);
  });

  it('loads the app at once in a view that shows no early verdict, the link still opened', () => {
    const b = boot({ paints: false });
    expect(b.did).toEqual(['open', 'stop listening', 'load app']);
  });

  it('loads the app at once where no worker can be started', () => {
    const b = boot({ worker: false });
    expect(b.did).toEqual(['load app']);
  });

  it("loads the app on the person's first interaction, and paints nothing after", () => {
    const b = boot();
    b.interact();
    b.hear(linkOk);
    b.hear(allowed);
    expect(b.did).toEqual(['open', 'stop listening', 'stop watching', 'load app']);
    expect(b.painted).toEqual([]);
  });

  it('loads the app once a slow run has had SLOW_RUN_MS since the link was read', () => {
    const b = boot();
    b.hear(linkOk);
    expect(b.timers.map((t) => t.ms)).toEqual([SLOW_RUN_MS]);
    b.timers[0]?.fn();
    expect(b.did.at(-1)).toBe('load app');
    b.timers[0]?.fn();
    b.showFrame();
    expect(b.did.filter((d) => d === 'load app')).toHaveLength(1);
  });
});
