import { beforeEach, describe, expect, it } from 'vitest';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { playgroundStore } from '../../store/index.ts';
import { runForTest } from '../../workbench/map/runForTest.testing.ts';
import { captionOf, operationText } from './caption.ts';
import { placeNotes } from './placeNotes.ts';
import { indexOf, presentPlan } from './presentPlan.ts';
import { presentIndex, restart } from './presenterMoves.ts';
import { presenterStore } from './presenterStore.ts';
import { revealStyle } from './revealStyle.ts';

const parallel = runForTest('04-parallel-validation-first-denial.yaml');
const nameAt = (result: typeof parallel, position: number) => {
  const step = pipelineOf(result).steps[position];
  return step?.kind === 'trace' ? (step.entry.webhook ?? step.entry.plugin) : 'answer';
};

describe('presentPlan', () => {
  it('walks the validating answers in the order they arrived, the answer last', () => {
    const plan = presentPlan(parallel);
    const names = plan.order.map((p) => nameAt(parallel, p));
    expect(names.slice(-3)).toEqual([
      'fast.validate.example.com',
      'slow.validate.example.com',
      'answer',
    ]);
    expect(plan.validatingFrom).toBe(names.indexOf('fast.validate.example.com'));
  });

  it('stops at the sample’s webhooks, not at each folded built-in plugin', () => {
    const sample = runForTest();
    const names = presentPlan(sample).order.map((p) => nameAt(sample, p));
    expect(names).toContain('labeler.example.com');
    expect(names).not.toContain('NamespaceLifecycle');
    expect(names.at(-2)).toBe('deny.example.com');
  });

  it('knows where reinvocation begins', () => {
    const reinvoke = runForTest('03-reinvocation-ifneeded-vs-never.yaml');
    const plan = presentPlan(reinvoke);
    const at = plan.reinvokeFrom ?? -1;
    const step = pipelineOf(reinvoke).steps[plan.order[at] ?? -1];
    expect(step?.kind === 'trace' && step.entry.round).toBe(1);
  });

  it('places a folded plugin at the last step on show before it', () => {
    const sample = runForTest();
    const plan = presentPlan(sample);
    expect(indexOf(plan, 1)).toBe(0);
    expect(indexOf(plan, plan.order[2] ?? -1)).toBe(2);
  });
});

describe('the presenter’s moves', () => {
  const plan = presentPlan(parallel);
  beforeEach(() => restart(plan));

  it('reveals the next step going forward and hides it going back', () => {
    presentIndex(plan, 1);
    presentIndex(plan, 2);
    expect(presenterStore.getState().revealed).toBe(2);
    expect(playgroundStore.getState().selectedStep).toBe(plan.order[2]);
    presentIndex(plan, 1);
    expect(presenterStore.getState().revealed).toBe(1);
    expect(playgroundStore.getState().selectedStep).toBe(plan.order[1]);
  });

  it('keeps the steps on show when going back from an earlier one', () => {
    presentIndex(plan, 3);
    playgroundStore.getState().selectStep(plan.order[1] ?? 0);
    presentIndex(plan, 0);
    expect(presenterStore.getState().revealed).toBe(3);
  });

  it('stops at the ends', () => {
    presentIndex(plan, -5);
    expect(playgroundStore.getState().selectedStep).toBe(plan.order[0]);
    presentIndex(plan, 99);
    expect(presenterStore.getState().revealed).toBe(plan.order.length - 1);
  });
});

describe('captionOf', () => {
  const plan = presentPlan(parallel);
  const steps = pipelineOf(parallel).steps;
  const fast = steps.find((s) => s.kind === 'trace' && s.entry.webhook?.startsWith('fast'));

  it('says who answered, when on the simulated clock, and the API server’s message', () => {
    if (!fast) throw new Error('no fast webhook');
    expect(captionOf(fast, parallel, plan.validatingStartMs).sentence).toBe(
      'fast.validate.example.com at 50 ms: the webhook denied the request — this error arrived first and is the one the client sees — “admission webhook "fast.validate.example.com" denied the request: data.color must be one of red, green”.',
    );
  });

  it('gives the answer last, in words', () => {
    const answer = steps.at(-1);
    if (!answer) throw new Error('no answer');
    expect(captionOf(answer, parallel, 0).sentence).toBe(
      'The answer: the API server refuses the request with 403 Forbidden.',
    );
  });

  it('lists at most three patch operations and counts the rest', () => {
    const sample = runForTest();
    const labeler = pipelineOf(sample).steps.find(
      (s) => s.kind === 'trace' && s.entry.webhook === 'labeler.example.com',
    );
    if (labeler?.kind !== 'trace') throw new Error('no labeler');
    const many = {
      ...labeler,
      entry: { ...labeler.entry, patch: Array(5).fill(labeler.entry.patch?.[0]) },
    };
    const caption = captionOf(many, sample, 0);
    expect(caption.sentence).toBe('labeler.example.com (round 0): patched the object.');
    expect(caption.operations).toEqual(Array(3).fill('add /metadata/labels/injected: "yes"'));
    expect(caption.more).toBe(2);
  });

  it.each([
    [{ op: 'remove', path: '/a' }, 'remove /a'],
    [{ op: 'move', from: '/a', path: '/b' }, 'move /b from /a'],
    [{ op: 'add', path: '/x', value: 'y'.repeat(60) }, `add /x: "${'y'.repeat(38)}…`],
  ])('writes %j as %s', (op, text) => {
    expect(operationText(op)).toBe(text);
  });
});

describe('placeNotes', () => {
  const plan = presentPlan(parallel);
  const steps = pipelineOf(parallel).steps;

  it('places notes at their steps in walk order and keeps those naming no step apart', () => {
    const notes = [
      { step: 'answer', text: 'last' },
      { step: 'slow.validate.example.com', text: 'slow' },
      { step: 'fast.validate.example.com', text: 'fast' },
      { step: 'nobody.example.com', text: 'typo' },
    ];
    const { placed, unplaced } = placeNotes(notes, steps, plan);
    expect(placed.map((p) => p.note.text)).toEqual(['fast', 'slow', 'last']);
    expect(placed.at(-1)?.index).toBe(plan.order.length - 1);
    expect(unplaced).toEqual([{ step: 'nobody.example.com', text: 'typo' }]);
  });

  it('shows a note about a folded plugin with the next step on show', () => {
    const sample = runForTest();
    const samplePlan = presentPlan(sample);
    const { placed } = placeNotes(
      [{ step: 'ServiceAccount', round: 1, text: 'again' }],
      pipelineOf(sample).steps,
      samplePlan,
    );
    const shown = pipelineOf(sample).steps[samplePlan.order[placed[0]?.index ?? -1] ?? -1];
    expect(shown?.kind === 'trace' && shown.entry.webhook).toBe('labeler.example.com');
  });
});

describe('revealStyle', () => {
  const plan = presentPlan(parallel);
  const fast = plan.validating[0] ?? -1;
  const slow = plan.validating[1] ?? -1;

  it('hides every step after the last one on show, the answer’s text too', () => {
    const css = revealStyle(plan, 0);
    for (const p of plan.order.slice(1)) expect(css).toContain(`[data-step="${String(p)}"]`);
    expect(css).not.toContain(`[data-step="${String(plan.order[0])}"] {`);
    expect(css).toContain('.wb-kubectl { visibility: hidden; }');
  });

  it('shows every validating webhook as called once the phase begins, each answer at its turn', () => {
    const css = revealStyle(plan, plan.validatingFrom);
    expect(css).not.toContain(`.wb-lane:has(> [data-step="${String(fast)}"]) .wb-bar`);
    expect(css).toContain(`.wb-lane:has(> [data-step="${String(slow)}"]) .wb-bar`);
    expect(css).toContain('waiting for its answer');
  });

  it('hides nothing once the answer is on show', () => {
    expect(revealStyle(plan, plan.order.length - 1)).toBe('');
  });
});
