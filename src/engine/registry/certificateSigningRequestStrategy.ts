// csrStrategy (pkg/registry/certificates/certificates/strategy.go): on create the requesting user
// replaces whatever user info the body claimed, and the status is emptied (no pre-approved
// requests); on update the main resource keeps the stored spec and status (they change only
// through /status and /approval).

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import type { Strategy } from './strategy.ts';

const userFields = ['username', 'uid', 'groups', 'extra'];

/** csrStrategy. */
export const certificateSigningRequestStrategy: Strategy = {
  name: 'csrStrategy',
  prepareForCreate(csr, env, out) {
    const spec: JsonObject = { ...asObject(csr['spec']) };
    for (const f of userFields) delete spec[f];
    // The last four fields of the v1 spec, in Go's order; empty ones are omitted.
    const user = env.user;
    if (user !== undefined) {
      if (user.username !== '') spec['username'] = user.username;
      if (user.uid !== undefined && user.uid !== '') spec['uid'] = user.uid;
      if (user.groups.length > 0) spec['groups'] = [...user.groups];
      if (Object.keys(user.extra).length > 0) spec['extra'] = structuredClone(user.extra);
    }
    csr['spec'] = spec;
    csr['status'] = {};
    out.notes.push(
      'spec.username, uid, groups and extra set from the requesting user; status emptied',
    );
  },
  prepareForUpdate(csr, old, _env, out) {
    csr['spec'] = structuredClone(old['spec'] ?? {});
    csr['status'] = structuredClone(old['status'] ?? {});
    out.notes.push(
      'spec and status kept as stored (they change through /status and /approval only)',
    );
  },
};
