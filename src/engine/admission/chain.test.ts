// The chain's two-phase loop over fake plugins (k8s.io/apiserver pkg/admission/chain_test.go,
// reinvocation_test.go): order, the first refusal, and the one reinvocation pass.

import { describe, expect, it } from 'vitest';
import { newForbidden } from '../apimachinery/statusErrors.ts';
import type { Status } from '../apimachinery/status.ts';
import { attrs } from '../testing/builders.ts';
import { admit, validate } from './chain.ts';
import type { ChainContext } from './context.ts';
import type { ChainPlugin } from './interfaces.ts';

const ctx = {} as ChainContext;
const refusal: Status = newForbidden({ group: '', resource: 'pods' }, 'p', 'no');

/** A plugin that logs `<name>:<phase><round>` and answers as told. */
function plugin(
  name: string,
  log: string[],
  opts: {
    admit?: boolean;
    validate?: boolean;
    refuse?: 'admit' | 'validate';
    reinvokeOnce?: boolean;
  } = {},
): ChainPlugin {
  const p: { -readonly [K in keyof ChainPlugin]: ChainPlugin[K] } = { name };
  if (opts.admit !== false) {
    p.admit = (_ctx, _attr, reinvocation) => {
      log.push(`${name}:admit${reinvocation.isReinvoke ? 1 : 0}`);
      if (opts.reinvokeOnce === true && !reinvocation.isReinvoke)
        reinvocation.shouldReinvoke = true;
      return opts.refuse === 'admit' ? refusal : undefined;
    };
  }
  if (opts.validate !== false) {
    p.validate = () => {
      log.push(`${name}:validate`);
      return opts.refuse === 'validate' ? refusal : undefined;
    };
  }
  return p;
}

describe('admit', () => {
  it.each<[string, (log: string[]) => ChainPlugin[], string[], boolean]>([
    [
      'runs every mutating plugin in order once',
      (l) => [plugin('a', l), plugin('b', l)],
      ['a:admit0', 'b:admit0'],
      false,
    ],
    [
      'skips a plugin without Admit',
      (l) => [plugin('a', l, { admit: false }), plugin('b', l)],
      ['b:admit0'],
      false,
    ],
    [
      'stops at the first refusal',
      (l) => [plugin('a', l, { refuse: 'admit' }), plugin('b', l)],
      ['a:admit0'],
      true,
    ],
    [
      'runs the whole chain once more when a plugin asks',
      (l) => [plugin('a', l), plugin('b', l, { reinvokeOnce: true }), plugin('c', l)],
      ['a:admit0', 'b:admit0', 'c:admit0', 'a:admit1', 'b:admit1', 'c:admit1'],
      false,
    ],
  ])('%s', (_name, build, calls, refused) => {
    const log: string[] = [];
    const status = admit(ctx, attrs(), build(log));
    expect(log).toEqual(calls);
    expect(status !== undefined).toBe(refused);
  });

  it('never runs a third pass, even when the second pass asks again', () => {
    const log: string[] = [];
    const always: ChainPlugin = {
      name: 'again',
      admit: (_ctx, _attr, reinvocation) => {
        log.push(`again:${reinvocation.isReinvoke ? 1 : 0}`);
        reinvocation.shouldReinvoke = true;
        return undefined;
      },
    };
    admit(ctx, attrs(), [always]);
    expect(log).toEqual(['again:0', 'again:1']);
  });

  it('keeps each plugin its own state across the two passes', () => {
    const seen: unknown[] = [];
    const stateful: ChainPlugin = {
      name: 'stateful',
      admit: (_ctx, _attr, reinvocation) => {
        if (!reinvocation.values.has('stateful'))
          reinvocation.values.set('stateful', { passes: 0 });
        const state = reinvocation.values.get('stateful') as { passes: number };
        state.passes += 1;
        seen.push(state.passes);
        if (!reinvocation.isReinvoke) reinvocation.shouldReinvoke = true;
        return undefined;
      },
    };
    admit(ctx, attrs(), [stateful]);
    expect(seen).toEqual([1, 2]);
  });
});

describe('validate', () => {
  it('runs every validating plugin in order and stops at the first refusal', () => {
    const log: string[] = [];
    const status = validate(ctx, attrs(), [
      plugin('a', log),
      plugin('b', log, { admit: true, refuse: 'validate' }),
      plugin('c', log),
    ]);
    expect(log).toEqual(['a:validate', 'b:validate']);
    expect(status).toBe(refusal);
  });

  it('skips a plugin without Validate', () => {
    const log: string[] = [];
    validate(ctx, attrs(), [plugin('a', log, { validate: false }), plugin('b', log)]);
    expect(log).toEqual(['b:validate']);
  });
});
