// Checks status.*ContainerStatuses[].user: mirrors pkg/apis/core/validation/validation.go
// validateContainerStatusUsers and validateLinuxContainerUser (kubernetes master of 2026-07, the
// atiratree/kubernetes fork, commit 81b59d0; the field and the check came with
// SupplementalGroupsPolicy in 1.31, their sameness since is inferred). The IDs stay 0 to 2^31-1:
// apimachinery's IsValidUserID and IsValidGroupID still say so at v0.37.0-beta.0, so the 1.37
// release note on UIDs up to 2^32-1 (kubernetes#138574) shows in none of the code read.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid } from '../../apimachinery/field.ts';
import { goInt } from '../../apimachinery/goValue.ts';
import { child, index } from '../fieldPath.ts';
import { list, obj, str } from '../read.ts';
import { isValidID } from './formats.ts';

function validateLinuxContainerUser(user: JsonObject | undefined, path: string): FieldError[] {
  if (user === undefined) return [];
  const ids: Array<[string, unknown]> = [
    [child(path, 'uid'), user['uid']],
    [child(path, 'gid'), user['gid']],
    ...list(user['supplementalGroups']).map(
      (g, i) => [index(child(path, 'supplementalGroups'), i), g] as [string, unknown],
    ),
  ];
  return ids.flatMap(([p, v]) => {
    const id = typeof v === 'number' ? v : 0;
    return isValidID(id).map((msg) => invalid(p, goInt(id), msg));
  });
}

/** Checks each status's user: no linux user on a windows pod, Linux IDs in range. */
export function validateContainerStatusUsers(
  statuses: JsonObject[],
  fldPath: string,
  os: JsonObject | undefined,
): FieldError[] {
  const osName = os === undefined ? 'linux' : str(os['name']);
  return statuses.flatMap((s, i) => {
    const user = obj(s['user']);
    if (user === undefined) return [];
    const path = child(index(fldPath, i), 'user', 'linux');
    if (osName === 'windows')
      return obj(user['linux']) !== undefined
        ? [forbidden(path, 'cannot be set for a windows pod')]
        : [];
    if (osName === 'linux') return validateLinuxContainerUser(obj(user['linux']), path);
    return [];
  });
}
