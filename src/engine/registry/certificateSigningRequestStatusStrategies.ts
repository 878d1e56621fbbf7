// The CSR's subresource strategies (pkg/registry/certificates/certificates/strategy.go,
// release-1.32). csrStatusStrategy (certificatesigningrequests/status, the signer's door): the stored
// spec; Approved and Denied conditions are the stored ones when their count did not change (adding
// or removing one is left for validation to refuse); missing condition timestamps are filled.
// csrApprovalStrategy (certificatesigningrequests/approval, the approver's door): only the
// request's conditions are taken, with their timestamps filled; spec and the rest of the status
// (the certificate) are the stored ones.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { keepStoredSpec } from './objectParts.ts';
import type { Prepared, Strategy, StrategyEnv } from './strategy.ts';

const conditionsOf = (csr: JsonObject): JsonObject[] => {
  const c = asObject(csr['status'])?.['conditions'];
  return Array.isArray(c)
    ? c.filter((x): x is JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x))
    : [];
};
const typeOf = (c: JsonObject): string => (typeof c['type'] === 'string' ? c['type'] : '');
const isZeroTime = (v: JsonValue | undefined): boolean => v === undefined || v === null || v === '';

// preserveConditionInstances: the stored instances of a type replace the request's, by position,
// when there are as many of them.
function preserveConditionInstances(csr: JsonObject, old: JsonObject, type: string): boolean {
  const now = conditionsOf(csr);
  const stored = conditionsOf(old).filter((c) => typeOf(c) === type);
  const indices = now.flatMap((c, i) => (typeOf(c) === type ? [i] : []));
  if (indices.length !== stored.length) return false;
  let changed = false;
  indices.forEach((idx, i) => {
    const keep = structuredClone(stored[i] ?? {});
    if (JSON.stringify(now[idx]) !== JSON.stringify(keep)) changed = true;
    now[idx] = keep;
  });
  const status = asObject(csr['status']);
  if (changed && status !== undefined) status['conditions'] = now;
  return changed;
}

// populateConditionTimestamps: lastUpdateTime is now when unset; lastTransitionTime is the stored
// condition's of the same type and status, else now.
function populateConditionTimestamps(
  csr: JsonObject,
  old: JsonObject,
  env: StrategyEnv,
  out: Prepared,
): void {
  const filled: string[] = [];
  conditionsOf(csr).forEach((c, i) => {
    if (isZeroTime(c['lastUpdateTime'])) {
      c['lastUpdateTime'] = env.now;
      filled.push(`status.conditions[${i}].lastUpdateTime`);
    }
    if (isZeroTime(c['lastTransitionTime'])) {
      const same = conditionsOf(old).find(
        (o) =>
          typeOf(o) === typeOf(c) &&
          o['status'] === c['status'] &&
          !isZeroTime(o['lastTransitionTime']),
      );
      c['lastTransitionTime'] = same?.['lastTransitionTime'] ?? env.now;
      filled.push(`status.conditions[${i}].lastTransitionTime`);
    }
  });
  if (filled.length > 0) out.notes.push(`${filled.join(', ')} filled in (now: ${env.now})`);
}

/** csrStatusStrategy (certificatesigningrequests/status). */
export const certificateSigningRequestStatusStrategy: Strategy = {
  name: 'csrStatusStrategy',
  prepareForUpdate(csr, old, env, out) {
    keepStoredSpec(csr, old, out);
    for (const type of ['Approved', 'Denied'])
      if (preserveConditionInstances(csr, old, type))
        out.notes.push(`the ${type} conditions taken from the stored object`);
    populateConditionTimestamps(csr, old, env, out);
  },
};

/** csrApprovalStrategy (certificatesigningrequests/approval). */
export const certificateSigningRequestApprovalStrategy: Strategy = {
  name: 'csrApprovalStrategy',
  prepareForUpdate(csr, old, env, out) {
    populateConditionTimestamps(csr, old, env, out);
    const conditions = asObject(csr['status'])?.['conditions'];
    keepStoredSpec(csr, old, out);
    const status: JsonObject = { ...structuredClone(asObject(old['status']) ?? {}) };
    if (conditions === undefined || conditions === null) delete status['conditions'];
    else status['conditions'] = conditions;
    const before = JSON.stringify(asObject(csr['status']) ?? {});
    csr['status'] = status;
    out.notes.push(
      before === JSON.stringify(status)
        ? 'status.conditions from the request; the rest of the status is the stored one'
        : 'only status.conditions taken from the request: the rest of the status (the certificate) replaced by the stored one',
    );
  },
};
