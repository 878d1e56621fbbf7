// Cases ported from pkg/registry/core/namespace/strategy_test.go (release-1.32): TestNamespaceStrategy,
// TestNamespaceStatusStrategy, TestNamespaceFinalizeStrategy; the create case is the one recorded in
// conformance/recorded/022-nsselector-namespace-creating-itself.json.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  namespaceFinalizeStrategy,
  namespaceStatusStrategy,
  namespaceStrategy,
} from './namespaceStrategy.ts';
import { created, updated } from './testing.ts';

const ns = (spec: JsonObject, status: JsonObject): JsonObject => ({
  kind: 'Namespace',
  apiVersion: 'v1',
  metadata: { name: 'n' },
  spec,
  status,
});

describe('namespaceStrategy', () => {
  it.each([
    ['no finalizers', {}, { finalizers: ['kubernetes'] }],
    [
      'other finalizers',
      { finalizers: ['example.com/x'] },
      { finalizers: ['example.com/x', 'kubernetes'] },
    ],
    ['kubernetes already there', { finalizers: ['kubernetes'] }, { finalizers: ['kubernetes'] }],
  ])('on create with %s: status Active, the kubernetes finalizer', (_name, spec, wantSpec) => {
    const { object } = created(namespaceStrategy, ns(spec, { phase: 'Terminating' }));
    expect(object['spec']).toEqual(wantSpec);
    expect(object['status']).toEqual({ phase: 'Active' });
  });

  it('keeps the stored finalizers and status on update', () => {
    const { object } = updated(
      namespaceStrategy,
      ns({ finalizers: [] }, { phase: 'Terminating' }),
      ns({ finalizers: ['kubernetes'] }, { phase: 'Active' }),
    );
    expect([object['spec'], object['status']]).toEqual([
      { finalizers: ['kubernetes'] },
      { phase: 'Active' },
    ]);
  });

  it('keeps the stored spec on namespaces/status and the stored status on namespaces/finalize', () => {
    const stored = ns({ finalizers: ['kubernetes'] }, { phase: 'Active' });
    const incoming = ns({ finalizers: [] }, { phase: 'Terminating' });
    const status = updated(namespaceStatusStrategy, incoming, stored).object;
    expect([status['spec'], status['status']]).toEqual([
      { finalizers: ['kubernetes'] },
      { phase: 'Terminating' },
    ]);
    const finalize = updated(namespaceFinalizeStrategy, incoming, stored).object;
    expect([finalize['spec'], finalize['status']]).toEqual([
      { finalizers: [] },
      { phase: 'Active' },
    ]);
  });
});
