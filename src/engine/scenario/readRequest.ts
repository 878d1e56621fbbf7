// Decides what request a scenario replays: `request:` with its defaults (CREATE, no
// subresource, not a dry run, kubernetes-admin as the user).

import { Section, isString } from './section.ts';
import type { ReadContext } from './section.ts';
import type { GroupVersionResource, JsonValue, Operation } from '../apimachinery/types.ts';
import type { ScenarioRequest } from './types.ts';
import type { UserInfo } from '../apimachinery/types.ts';

const OPERATIONS: readonly Operation[] = ['CREATE', 'UPDATE', 'DELETE', 'CONNECT'];
const REQUEST_FIELDS = [
  'operation',
  'subResource',
  'namespace',
  'name',
  'dryRun',
  'userInfo',
  'resource',
  'object',
  'oldObject',
  'options',
];
const USER_FIELDS = ['username', 'uid', 'groups', 'extra'];
const RESOURCE_FIELDS = ['group', 'version', 'resource'];

/** Returns the user a request runs as when the scenario names none: kubectl's admin. */
export function defaultUserInfo(): UserInfo {
  const groups = ['system:masters', 'system:authenticated'];
  return { username: 'kubernetes-admin', groups, extra: {} };
}

/** Reads `request:` (absent means every default). */
export function readRequest(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): ScenarioRequest {
  const s = value === undefined ? undefined : Section.open(value, pointer, ctx, REQUEST_FIELDS);
  if (!s) {
    return { operation: 'CREATE', subResource: '', dryRun: false, userInfo: defaultUserInfo() };
  }
  const namespace = s.string('namespace');
  const name = s.string('name');
  const resource = readResource(s);
  const object = s.object('object');
  const oldObject = s.object('oldObject');
  const options = s.object('options');
  return {
    operation: s.oneOf('operation', OPERATIONS) ?? 'CREATE',
    subResource: s.string('subResource') ?? '',
    ...(namespace !== undefined && { namespace }),
    ...(name !== undefined && { name }),
    dryRun: s.boolean('dryRun') ?? false,
    userInfo: readUserInfo(s) ?? defaultUserInfo(),
    ...(resource && { resource }),
    ...(object && { object }),
    ...(oldObject && { oldObject }),
    ...(options && { options }),
  };
}

function readUserInfo(request: Section): UserInfo | undefined {
  const value = request.raw('userInfo');
  if (value === undefined) return undefined;
  const s = Section.open(value, request.at('userInfo'), request.ctx, USER_FIELDS);
  if (!s) return undefined;
  const username = s.requiredString('username');
  const uid = s.string('uid');
  const isStringList = (v: JsonValue): v is string[] => Array.isArray(v) && v.every(isString);
  return {
    username: username ?? '',
    ...(uid !== undefined && { uid }),
    groups: s.strings('groups') ?? [],
    extra: s.map('extra', 'a list of strings', isStringList) ?? {},
  };
}

function readResource(request: Section): GroupVersionResource | undefined {
  const value = request.raw('resource');
  if (value === undefined) return undefined;
  const s = Section.open(value, request.at('resource'), request.ctx, RESOURCE_FIELDS);
  if (!s) return undefined;
  const version = s.requiredString('version');
  const resource = s.requiredString('resource');
  if (version === undefined || resource === undefined) return undefined;
  // The core group is "", so it may be left out.
  return { group: s.string('group') ?? '', version, resource };
}
