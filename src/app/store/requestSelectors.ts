// The request bar's fields, read from the scenario text as written (defaults are the engine's).

import { parse } from 'yaml';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';
import { parseYaml } from './sections/yamlDocument.ts';

/** The request fields as the scenario text spells them; undefined while it is not YAML. */
export interface RequestFields {
  operation: string;
  namespace: string;
  subResource: string;
  dryRun: boolean;
  username: string;
  uid: string;
  groups: readonly string[];
  extra: Readonly<Record<string, readonly string[]>>;
  kubernetesVersion: string;
}

type Raw = Record<string, unknown>;
const record = (v: unknown): Raw =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {};
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function read(source: string): RequestFields | undefined {
  const { doc, problems } = parseYaml(source);
  if (problems.length > 0) return undefined;
  // The failsafe schema gives every scalar as written; YAML 1.1 decides what `yes` means.
  const root = record(doc.toJS());
  const request = record(root.request);
  const user = record(request.userInfo);
  const extra = Object.fromEntries(
    Object.entries(record(user.extra)).map(([k, v]) => [k, strings(v)]),
  );
  const dryRun = text(request.dryRun);
  return {
    operation: text(request.operation) || 'CREATE',
    namespace: text(request.namespace),
    subResource: text(request.subResource),
    dryRun: dryRun !== '' && parse(dryRun, { version: '1.1' }) === true,
    username: text(user.username),
    uid: text(user.uid),
    groups: strings(user.groups),
    extra,
    kubernetesVersion: text(root.kubernetesVersion),
  };
}

const readFields = memoizeLast(read);

/** Selects the request bar's fields; undefined while the scenario text is not YAML. */
export const selectRequestFields = (s: PlaygroundState): RequestFields | undefined =>
  readFields(s.source);
