// Who a request comes from, as the default node identifier sees it (pkg/auth/nodeidentifier/default.go):
// a user named system:node:<name> in the system:nodes group.

import type { UserInfo } from '../../apimachinery/types.ts';

/** The node a request comes from: isNode false for other users; nodeName may be "" for a malformed name. */
export interface NodeIdentity {
  isNode: boolean;
  nodeName: string;
}

const prefix = 'system:node:';

/** Mirrors NodeIdentity: both the user name prefix and the system:nodes group are required. */
export function nodeIdentity(user: UserInfo): NodeIdentity {
  if (!user.username.startsWith(prefix) || !user.groups.includes('system:nodes'))
    return { isNode: false, nodeName: '' };
  return { isNode: true, nodeName: user.username.slice(prefix.length) };
}
