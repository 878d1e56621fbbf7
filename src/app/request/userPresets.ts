// The users a person most often replays a request as, with the groups the authenticators give them.

/** A user the request bar can fill in with one choice. */
export interface UserPreset {
  id: string;
  label: string;
  /** The username and groups, for the request's namespace. */
  user: (namespace: string) => { username: string; groups: string[] };
}

export const userPresets: readonly UserPreset[] = [
  {
    id: 'admin',
    label: 'Cluster admin (kubernetes-admin)',
    user: () => ({
      username: 'kubernetes-admin',
      groups: ['system:masters', 'system:authenticated'],
    }),
  },
  {
    id: 'developer',
    label: 'Developer in a namespace (alice)',
    user: () => ({ username: 'alice', groups: ['dev-team', 'system:authenticated'] }),
  },
  {
    id: 'serviceaccount',
    label: 'Service account (default)',
    // pkg/serviceaccount: a token's user is system:serviceaccount:<ns>:<name> in these groups.
    user: (ns) => ({
      username: `system:serviceaccount:${ns}:default`,
      groups: ['system:serviceaccounts', `system:serviceaccounts:${ns}`, 'system:authenticated'],
    }),
  },
  {
    id: 'node',
    label: 'Node (node-1)',
    user: () => ({
      username: 'system:node:node-1',
      groups: ['system:nodes', 'system:authenticated'],
    }),
  },
];

/** Finds the preset the user fields equal, if any. */
export function matchingPreset(
  username: string,
  groups: readonly string[],
  namespace: string,
): string {
  const found = userPresets.find((p) => {
    const u = p.user(namespace);
    return u.username === username && u.groups.join('\n') === groups.join('\n');
  });
  return found?.id ?? '';
}
