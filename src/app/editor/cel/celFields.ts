// The CEL expressions in an editor's YAML: every field the API server compiles as CEL, where its
// value sits in the text, and the variables it is compiled with (k8s.io/apiserver
// pkg/admission/plugin/policy/validating/plugin.go compilePolicy, .../mutating/compilation.go,
// .../webhook/matchconditions; scenario-format.md for `cases[*].when`).

import { isMap, isScalar, isSeq, parseAllDocuments, parseDocument, type Node } from 'yaml';
import type { CelVariableName } from '../../../engine/index.ts';
import { decodeScalar, type DecodedScalar, type ScalarStyle } from './scalarSource.ts';

/** Which editor's text: the whole scenario, the configurations (one object per document) or the webhook servers. */
export type CelModelKind = 'scenario' | 'configurations' | 'webhooks';

/** What kind of expression a field holds; each compiles with its own variables. */
export type CelFieldRole =
  | 'webhookMatchCondition'
  | 'policyMatchCondition'
  | 'validation'
  | 'messageExpression'
  | 'variable'
  | 'auditAnnotation'
  | 'mutation'
  | 'webhookCase';

/** One CEL expression in the text. */
export interface CelField {
  /** Where it is, as a JSON pointer into its document (`#<n>` names the document of several). */
  path: string;
  role: CelFieldRole;
  /** The expression and where each of its characters is in the editor's text. */
  scalar: DecodedScalar;
  /** The variables the API server declares for it. */
  declare: readonly CelVariableName[];
  /** MutatingAdmissionPolicy mutations: JSONPatch and Object types. */
  mutation: boolean;
  /** The names its policy's spec.variables declares (variables.<name>). */
  variableNames: readonly string[];
  /** Its policy's spec.variables in order, compiled to type `variables` as the engine does. */
  policyVariables: readonly { name: string; expression: string }[];
}

const parseOptions = { schema: 'failsafe', version: '1.1', prettyErrors: false } as const;

/** Finds the CEL expressions in one editor's text. */
export function findCelFields(text: string, kind: CelModelKind): CelField[] {
  const fields: CelField[] = [];
  const found = (f: CelField) => fields.push(f);
  if (kind === 'configurations') {
    const docs = parseAllDocuments(text, parseOptions);
    if (!Array.isArray(docs)) return [];
    docs.forEach((doc, i) =>
      visitObject(text, doc.contents, docs.length > 1 ? `#${i}` : '', found),
    );
    return fields;
  }
  const root = parseDocument(text, parseOptions).contents;
  if (kind === 'webhooks') {
    visitServers(text, root, '', found);
    return fields;
  }
  if (!isMap(root)) return fields;
  visitServers(text, root.get('webhooks', true), '/webhooks', found);
  const cluster = root.get('cluster', true);
  const objects = isMap(cluster) ? cluster.get('objects', true) : undefined;
  visitObjectList(text, objects, '/cluster/objects', found);
  return fields;
}

type Found = (f: CelField) => void;

/** cluster.objects: a list, a `kind: List`, or a string of YAML documents. */
function visitObjectList(text: string, objects: unknown, path: string, found: Found) {
  if (isSeq(objects)) {
    objects.items.forEach((item, i) => visitObject(text, item, `${path}/${i}`, found));
  } else if (isMap(objects)) {
    visitObject(text, objects, path, found);
  } else if (isScalar(objects) && typeof objects.value === 'string' && objects.range) {
    // The documents are read from the string's value; their fields are moved back through it.
    const outer = decodeScalar(
      text,
      objects.range[0],
      objects.range[1],
      objects.type as ScalarStyle,
      objects.value,
    );
    if (!outer) return;
    const docs = parseAllDocuments(outer.value, parseOptions);
    if (!Array.isArray(docs)) return;
    docs.forEach((doc, i) =>
      visitObject(outer.value, doc.contents, `${path}#${i}`, (f) =>
        found({ ...f, scalar: throughOuter(f.scalar, outer) }),
      ),
    );
  }
}

/** Moves a scalar decoded from a string's value back to the text that string was written in. */
function throughOuter(inner: DecodedScalar, outer: DecodedScalar): DecodedScalar {
  const at = (i: number) => (i < outer.starts.length ? outer.starts[i]! : outer.end);
  return {
    value: inner.value,
    starts: inner.starts.map(at),
    ends: inner.ends.map((e) => (e > 0 ? (outer.ends[e - 1] ?? outer.end) : at(0))),
    end: at(inner.end),
  };
}

/** One Kubernetes object (or a List of them). */
function visitObject(text: string, node: unknown, path: string, found: Found) {
  if (!isMap(node)) return;
  const kind = stringAt(node, 'kind');
  const spec = node.get('spec', true);
  if (kind === 'MutatingWebhookConfiguration' || kind === 'ValidatingWebhookConfiguration') {
    eachItem(node.get('webhooks', true), `${path}/webhooks`, (hook, p) =>
      expressionsOf(
        text,
        hook,
        'matchConditions',
        'expression',
        p,
        found,
        webhookField('webhookMatchCondition', ['authorizer']),
      ),
    );
  } else if (
    (kind === 'ValidatingAdmissionPolicy' || kind === 'MutatingAdmissionPolicy') &&
    isMap(spec)
  ) {
    visitPolicy(text, spec, kind === 'MutatingAdmissionPolicy', `${path}/spec`, found);
  } else if (kind?.endsWith('List')) {
    eachItem(node.get('items', true), `${path}/items`, (item, p) =>
      visitObject(text, item, p, found),
    );
  }
}

/** A ValidatingAdmissionPolicy's or MutatingAdmissionPolicy's spec. */
function visitPolicy(text: string, spec: Node, mutating: boolean, path: string, found: Found) {
  if (!isMap(spec)) return;
  const variableNames: string[] = [];
  const policyVariables: { name: string; expression: string }[] = [];
  eachItem(spec.get('variables', true), '', (v) => {
    const name = isMap(v) ? stringAt(v, 'name') : undefined;
    if (name) variableNames.push(name);
    policyVariables.push({
      name: name ?? '',
      expression: (isMap(v) && stringAt(v, 'expression')) || '',
    });
  });
  const base: CelVariableName[] = [
    'object',
    'oldObject',
    'request',
    'namespaceObject',
    'variables',
  ];
  if (spec.has('paramKind')) base.push('params');
  // messageExpression is compiled without the authorizer (validating/plugin.go expressionOptionalVars).
  const field =
    (role: CelFieldRole, authorizer = true, mutation = false) =>
    (p: string, scalar: DecodedScalar): CelField => ({
      path: p,
      role,
      scalar,
      declare: authorizer ? [...base, 'authorizer'] : base,
      mutation,
      variableNames,
      policyVariables,
    });
  const at = (list: string, key: string, make: ReturnType<typeof field>) =>
    expressionsOf(text, spec, list, key, path, found, make);
  at('matchConditions', 'expression', field('policyMatchCondition'));
  at('variables', 'expression', field('variable'));
  if (mutating) {
    // Only the mutations get the patch types (mutating/compilation.go HasPatchTypes).
    eachItem(spec.get('mutations', true), `${path}/mutations`, (m, p) => {
      if (!isMap(m)) return;
      for (const patchType of ['applyConfiguration', 'jsonPatch']) {
        const holder = m.get(patchType, true);
        if (isMap(holder))
          scalarAt(
            text,
            holder,
            'expression',
            `${p}/${patchType}`,
            found,
            field('mutation', true, true),
          );
      }
    });
    return;
  }
  at('validations', 'expression', field('validation'));
  at('validations', 'messageExpression', field('messageExpression', false));
  at('auditAnnotations', 'valueExpression', field('auditAnnotation'));
}

/** The webhook servers, keyed by webhook name: each `cases[*].when`. */
function visitServers(text: string, servers: unknown, path: string, found: Found) {
  if (!isMap(servers)) return;
  for (const pair of servers.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : '';
    expressionsOf(
      text,
      pair.value,
      'cases',
      'when',
      `${path}/${escapePointer(name)}`,
      found,
      webhookField('webhookCase', []),
    );
  }
}

const webhookField =
  (role: CelFieldRole, extra: CelVariableName[]) =>
  (path: string, scalar: DecodedScalar): CelField => ({
    path,
    role,
    scalar,
    // namespaceObject is declared (and null) for webhook match conditions (plugin/cel/compile.go).
    declare:
      role === 'webhookCase'
        ? ['object', 'oldObject', 'request']
        : ['object', 'oldObject', 'request', 'namespaceObject', ...extra],
    mutation: false,
    variableNames: [],
    policyVariables: [],
  });

/** `holder[list][*][key]` when each is a string. */
function expressionsOf(
  text: string,
  holder: unknown,
  list: string,
  key: string,
  path: string,
  found: Found,
  make: (p: string, s: DecodedScalar) => CelField,
) {
  if (!isMap(holder)) return;
  eachItem(holder.get(list, true), `${path}/${list}`, (item, p) =>
    scalarAt(text, item, key, p, found, make),
  );
}

function scalarAt(
  text: string,
  holder: unknown,
  key: string,
  path: string,
  found: Found,
  make: (p: string, s: DecodedScalar) => CelField,
) {
  if (!isMap(holder)) return;
  const node = holder.get(key, true);
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
  const scalar = decodeScalar(
    text,
    node.range[0],
    node.range[1],
    node.type as ScalarStyle,
    node.value,
  );
  if (scalar) found(make(`${path}/${key}`, scalar));
}

function eachItem(seq: unknown, path: string, visit: (item: unknown, path: string) => void) {
  if (isSeq(seq)) seq.items.forEach((item, i) => visit(item, `${path}/${i}`));
}

function stringAt(map: Node, key: string): string | undefined {
  const v = isMap(map) ? map.get(key, true) : undefined;
  return isScalar(v) && typeof v.value === 'string' ? v.value : undefined;
}

const escapePointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
