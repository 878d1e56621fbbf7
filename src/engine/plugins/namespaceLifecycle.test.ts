// Tests for NamespaceLifecycle's version-gated rule: 1.37 allows every UPDATE of namespaced objects
// (k8s.io/apiserver namespace/lifecycle/admission.go, kubernetes#140661).

import { describe, expect, it } from 'vitest';
import { namespaceLifecyclePlugin as plugin } from './namespaceLifecycle.ts';
import { pluginRequest } from './testing.ts';

const terminating = {
  apiVersion: 'v1',
  kind: 'Namespace',
  metadata: { name: 'going' },
  status: { phase: 'Terminating' },
};

describe('NamespaceLifecycle across versions', () => {
  it.each(['1.32', '1.36'] as const)(
    '%s refuses an UPDATE in a missing namespace with 404',
    (v) => {
      const answer = plugin.admit?.(
        pluginRequest({ attr: { operation: 'UPDATE', namespace: 'gone' }, version: v }),
      );
      expect(answer?.status?.code).toBe(404);
      expect(answer?.status?.message).toBe('namespaces "gone" not found');
    },
  );

  it('1.37 lets the same UPDATE pass', () => {
    const answer = plugin.admit?.(
      pluginRequest({ attr: { operation: 'UPDATE', namespace: 'gone' }, version: '1.37' }),
    );
    expect(answer).toEqual({ reason: 'updates are always allowed (1.37+)' });
  });

  it('1.37 still refuses a CREATE in a terminating namespace', () => {
    const answer = plugin.admit?.(
      pluginRequest({ attr: { namespace: 'going' }, objects: [terminating], version: '1.37' }),
    );
    expect(answer?.status?.code).toBe(403);
  });
});
