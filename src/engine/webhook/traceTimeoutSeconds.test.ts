import { describe, expect, it } from 'vitest';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';

// The pipeline view draws each call's timeout line from the trace, so both dispatchers record it.
describe('timeoutSeconds in the trace', () => {
  it('records the defaulted timeoutSeconds (10) on a called mutating webhook', () => {
    const r = run({ objects: [configuration('Mutating', 'm', [webhookEntry('m.hook.test')])] });
    const entry = r.trace.find((e) => e.webhook === 'm.hook.test');
    expect(entry?.timeoutSeconds).toBe(10);
  });

  it('records the configured timeoutSeconds on called and skipped validating webhooks', () => {
    const r = run({
      objects: [
        configuration('Validating', 'v', [
          webhookEntry('called.hook.test', { timeoutSeconds: 3 }),
          webhookEntry('skipped.hook.test', {
            timeoutSeconds: 7,
            objectSelector: { matchLabels: { no: 'match' } },
          }),
        ]),
      ],
    });
    const byName = new Map(r.trace.map((e) => [e.webhook, e]));
    expect(byName.get('called.hook.test')?.timeoutSeconds).toBe(3);
    expect(byName.get('skipped.hook.test')?.outcome).toBe('skipped');
    expect(byName.get('skipped.hook.test')?.timeoutSeconds).toBe(7);
  });

  it('leaves timeoutSeconds off in-process plugin steps', () => {
    const r = run({ objects: [] });
    expect(
      r.trace.filter((e) => e.webhook === undefined).every((e) => e.timeoutSeconds === undefined),
    ).toBe(true);
  });
});
