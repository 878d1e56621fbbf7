// The namespace strategies (pkg/registry/core/namespace/strategy.go, release-1.32): on create the
// status is {phase: Active} and spec.finalizers gains "kubernetes" (it is not a default because it
// may be removed over the namespace's life); on update spec.finalizers and status are the stored
// ones; namespaces/status takes the stored spec, namespaces/finalize the stored status.

import type { JsonObject } from '../apimachinery/types.ts';
import { child } from '../defaulting/defaults/access.ts';
import { keepStoredSpec, keepStoredStatus } from './objectParts.ts';
import type { Strategy } from './strategy.ts';

const finalizerKubernetes = 'kubernetes';

function finalizersOf(ns: JsonObject): string[] {
  const f = child(ns, 'spec')?.['finalizers'];
  return Array.isArray(f) ? f.filter((x): x is string => typeof x === 'string') : [];
}

/** namespaceStrategy. */
export const namespaceStrategy: Strategy = {
  name: 'namespaceStrategy',
  prepareForCreate(ns, _env, out) {
    ns['status'] = { phase: 'Active' };
    const finalizers = finalizersOf(ns);
    const notes = ['status reset to phase Active'];
    if (!finalizers.includes(finalizerKubernetes)) {
      ns['spec'] = { ...child(ns, 'spec'), finalizers: [...finalizers, finalizerKubernetes] };
      notes.push('spec.finalizers gains "kubernetes"');
    }
    out.notes.push(notes.join(', '));
  },
  prepareForUpdate(ns, old, _env, out) {
    const stored = child(old, 'spec')?.['finalizers'];
    const spec = { ...child(ns, 'spec') };
    if (stored === undefined) delete spec['finalizers'];
    else spec['finalizers'] = structuredClone(stored);
    ns['spec'] = spec;
    out.notes.push(
      'spec.finalizers taken from the stored object (only namespaces/finalize changes them)',
    );
    keepStoredStatus(ns, old, out);
  },
};

/** namespaceStatusStrategy (namespaces/status). */
export const namespaceStatusStrategy: Strategy = {
  name: 'namespaceStatusStrategy',
  prepareForUpdate(ns, old, _env, out) {
    keepStoredSpec(ns, old, out);
  },
};

/** namespaceFinalizeStrategy (namespaces/finalize). */
export const namespaceFinalizeStrategy: Strategy = {
  name: 'namespaceFinalizeStrategy',
  prepareForUpdate(ns, old, _env, out) {
    keepStoredStatus(ns, old, out);
  },
};
