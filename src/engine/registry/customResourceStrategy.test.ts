// Cases ported from apiextensions-apiserver pkg/registry/customresource/strategy_test.go and
// status_strategy_test.go (release-1.32): TestPrepareForUpdate (status and generation with and
// without the status subresource) and TestStatusStrategyPrepareForUpdate.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { customResourceStatusStrategy, customResourceStrategy } from './customResourceStrategy.ts';
import { created, testEnv, updated } from './testing.ts';

const widget = (metadata: JsonObject, rest: JsonObject): JsonObject => ({
  apiVersion: 'example.com/v1',
  kind: 'Widget',
  metadata: { name: 'w', ...metadata },
  ...rest,
});
const withStatus = testEnv({ statusSubresource: true });

describe('customResourceStrategy', () => {
  it.each([
    ['with a status subresource: status dropped', withStatus, { spec: { size: 1 } }],
    ['without: status kept', testEnv(), { spec: { size: 1 }, status: { ready: true } }],
  ])('on create %s, generation 1', (_name, env, want) => {
    const { object } = created(
      customResourceStrategy,
      widget({ generation: 5 }, { spec: { size: 1 }, status: { ready: true } }),
      env,
    );
    expect(object).toEqual(widget({ generation: 1 }, want));
  });

  const stored = widget({ generation: 1 }, { spec: { size: 1 }, status: { ready: true } });
  const storedWithoutStatus = widget({ generation: 1 }, { spec: { size: 1 } });
  it.each([
    [
      'status subresource, spec changed',
      withStatus,
      stored,
      { spec: { size: 2 }, status: { ready: false } },
      { spec: { size: 2 }, status: { ready: true } },
      2,
    ],
    [
      'status subresource, only status changed',
      withStatus,
      stored,
      { spec: { size: 1 }, status: { ready: false } },
      { spec: { size: 1 }, status: { ready: true } },
      1,
    ],
    [
      'status subresource, the stored object has no status',
      withStatus,
      storedWithoutStatus,
      { spec: { size: 1 }, status: { x: 1 } },
      { spec: { size: 1 } },
      1,
    ],
    [
      'no status subresource, status changed',
      testEnv(),
      stored,
      { spec: { size: 1 }, status: { ready: false } },
      { spec: { size: 1 }, status: { ready: false } },
      2,
    ],
    [
      'only metadata changed',
      testEnv(),
      stored,
      { spec: { size: 1 }, status: { ready: true } },
      { spec: { size: 1 }, status: { ready: true } },
      1,
    ],
  ])('on update (%s)', (_name, env, old, rest, want, generation) => {
    const { object } = updated(
      customResourceStrategy,
      widget({ generation: 1, labels: { new: 'x' } }, rest),
      old,
      env,
    );
    expect(object).toEqual(widget({ generation, labels: { new: 'x' } }, want));
  });

  it('takes only status and managedFields on /status', () => {
    const stored = widget(
      { generation: 3, labels: { a: 'b' }, managedFields: [{ manager: 'old' }] },
      { spec: { size: 1 }, status: { ready: false } },
    );
    const incoming = widget(
      { generation: 9, labels: { c: 'd' }, managedFields: [{ manager: 'new' }] },
      { spec: { size: 9 }, status: { ready: true } },
    );
    const { object } = updated(customResourceStatusStrategy, incoming, stored);
    expect(object).toEqual(
      widget(
        { generation: 3, labels: { a: 'b' }, managedFields: [{ manager: 'new' }] },
        { spec: { size: 1 }, status: { ready: true } },
      ),
    );
  });
});
