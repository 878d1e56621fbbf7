// Checks a FlowSchema: mirrors pkg/apis/flowcontrol/validation/validation.go ValidateFlowSchema
// (matchingPrecedence, distinguisherMethod, the priority level's name, rules and subjects) and
// ValidateFlowSchemaUpdate (the same on the new object).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goInt32, goNamed, goSlice, goString, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import { validateObjectMeta } from '../meta/objectMeta.ts';
import { nameIsDNSLabel, nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { bool, num, obj, objects, str, strings } from '../read.ts';

type NotSimulated = (detail: string) => void;

const maxMatchingPrecedence = 10000;
// The sets' List(), sorted.
const distinguisherMethods = ['ByNamespace', 'ByUser'];
const subjectKinds = ['Group', 'ServiceAccount', 'User'];
const supportedVerbs = [
  'create',
  'delete',
  'deletecollection',
  'get',
  'list',
  'patch',
  'proxy',
  'update',
  'watch',
];
const nsErrIntro = "each member of this list must be '*' or a DNS-1123 label; ";
// internalbootstrap.MandatoryFlowSchemas: their spec must equal the built-in one.
const mandatory = ['exempt', 'catch-all'];

const hasWildcard = (list: readonly string[]): boolean => list.includes('*');

/** ValidateNonResourceURLPath. */
export function validateNonResourceURLPath(path: string, fldPath: string): FieldError | undefined {
  const bad = (detail: string): FieldError => invalid(fldPath, goString(path), detail);
  if (path === '') return bad('must not be empty');
  if (path === '/') return undefined;
  if (!path.startsWith('/')) return bad('must start with slash');
  if (path.includes(' ')) return bad('must not contain white-space');
  if (path.includes('//')) return bad('must not contain double slash');
  const wildcards = path.split('*').length - 1;
  if (wildcards > 1 || (wildcards === 1 && !path.endsWith('/*')))
    return bad('wildcard can only do suffix matching');
  return undefined;
}

function validateVerbs(verbs: string[], path: string): FieldError[] {
  if (verbs.length === 0) return [required(path, 'verbs must contain at least one value')];
  if (hasWildcard(verbs))
    return verbs.length > 1
      ? [invalid(path, goSlice('string', verbs), "if '*' is present, must not specify other verbs")]
      : [];
  return verbs.every((v) => supportedVerbs.includes(v))
    ? []
    : [notSupported(path, goSlice('string', verbs), supportedVerbs)];
}

function validateResourceRule(rule: JsonObject, path: string): FieldError[] {
  const errs = validateVerbs(strings(rule['verbs']), `${path}.verbs`);
  const groups = strings(rule['apiGroups']);
  if (groups.length === 0)
    errs.push(required(`${path}.apiGroups`, 'resource rules must supply at least one api group'));
  else if (groups.length > 1 && hasWildcard(groups))
    errs.push(
      invalid(
        `${path}.apiGroups`,
        goSlice('string', groups),
        "if '*' is present, must not specify other api groups",
      ),
    );
  const resources = strings(rule['resources']);
  if (resources.length === 0)
    errs.push(required(`${path}.resources`, 'resource rules must supply at least one resource'));
  else if (resources.length > 1 && hasWildcard(resources))
    errs.push(
      invalid(
        `${path}.resources`,
        goSlice('string', resources),
        "if '*' is present, must not specify other resources",
      ),
    );
  const namespaces = strings(rule['namespaces']);
  if (namespaces.length === 0 && bool(rule['clusterScope']) !== true)
    errs.push(
      required(
        `${path}.namespaces`,
        'resource rules that are not cluster scoped must supply at least one namespace',
      ),
    );
  else if (hasWildcard(namespaces)) {
    if (namespaces.length > 1)
      errs.push(
        invalid(
          `${path}.namespaces`,
          goSlice('string', namespaces),
          "if '*' is present, must not specify other namespaces",
        ),
      );
  } else
    namespaces.forEach((ns, i) => {
      for (const msg of nameIsDNSLabel(ns, false))
        errs.push(invalid(`${path}.namespaces[${i}]`, goString(ns), nsErrIntro + msg));
    });
  return errs;
}

function validateNonResourceRule(rule: JsonObject, path: string): FieldError[] {
  const errs = validateVerbs(strings(rule['verbs']), `${path}.verbs`);
  const urls = strings(rule['nonResourceURLs']);
  if (urls.length === 0)
    errs.push(
      required(`${path}.nonResourceURLs`, 'nonResourceURLs must contain at least one value'),
    );
  else if (hasWildcard(urls)) {
    if (urls.length > 1)
      errs.push(
        invalid(
          `${path}.nonResourceURLs`,
          goSlice('string', urls),
          "if '*' is present, must not specify other non-resource URLs",
        ),
      );
  } else
    urls.forEach((u, i) => {
      const e = validateNonResourceURLPath(u, `${path}.nonResourceURLs[${i}]`);
      if (e !== undefined) errs.push(e);
    });
  return errs;
}

// The member a subject of each kind must set, the members it must not, and their messages.
const members = { ServiceAccount: 'serviceAccount', User: 'user', Group: 'group' } as const;

function validateSubject(subject: JsonObject, path: string): FieldError[] {
  const kind = str(subject['kind']);
  if (kind !== 'ServiceAccount' && kind !== 'User' && kind !== 'Group')
    return [notSupported(`${path}.kind`, goNamed('flowcontrol.SubjectKind', kind), subjectKinds)];
  const errs: FieldError[] = [];
  const own = obj(subject[members[kind]]);
  const at = `${path}.${members[kind]}`;
  if (own === undefined)
    errs.push(required(at, `${members[kind]} is required when subject kind is '${kind}'`));
  else if (kind === 'ServiceAccount') {
    const name = str(own['name']);
    if (name === '') errs.push(required(`${at}.name`, ''));
    else if (name !== '*')
      errs.push(...invalidEach(`${at}.name`, name, nameIsDNSSubdomain(name, false)));
    const namespace = str(own['namespace']);
    if (namespace !== '')
      errs.push(...invalidEach(`${at}.namespace`, namespace, nameIsDNSLabel(namespace, false)));
    else errs.push(required(`${at}.namespace`, 'must specify namespace for service account'));
  } else if (str(own['name']) === '') errs.push(required(`${at}.name`, ''));
  // The other members, in the order upstream checks them for each kind.
  const others: Record<typeof kind, [string, string][]> = {
    ServiceAccount: [
      ['user', 'User'],
      ['group', 'Group'],
    ],
    User: [
      ['serviceAccount', 'ServiceAccount'],
      ['group', 'Group'],
    ],
    Group: [
      ['serviceAccount', 'ServiceAccount'],
      ['user', 'User'],
    ],
  };
  for (const [member, memberKind] of others[kind])
    if (obj(subject[member]) !== undefined)
      errs.push(
        forbidden(
          `${path}.${member}`,
          `${member} is forbidden when subject kind is not '${memberKind}'`,
        ),
      );
  return errs;
}

function validateRule(rule: JsonObject, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const subjects = objects(rule['subjects']);
  if (subjects.length > 0)
    subjects.forEach((s, i) => errs.push(...validateSubject(s, `${path}.subjects[${i}]`)));
  else errs.push(required(`${path}.subjects`, 'subjects must contain at least one value'));
  const resourceRules = objects(rule['resourceRules']);
  const nonResourceRules = objects(rule['nonResourceRules']);
  if (resourceRules.length === 0 && nonResourceRules.length === 0)
    errs.push(
      required(path, 'at least one of resourceRules and nonResourceRules has to be non-empty'),
    );
  resourceRules.forEach((r, i) =>
    errs.push(...validateResourceRule(r, `${path}.resourceRules[${i}]`)),
  );
  nonResourceRules.forEach((r, i) =>
    errs.push(...validateNonResourceRule(r, `${path}.nonResourceRules[${i}]`)),
  );
  return errs;
}

/** ValidateFlowSchemaSpec. */
export function validateFlowSchemaSpec(name: string, spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const precedence = num(spec['matchingPrecedence']) ?? 0;
  const at = 'spec.matchingPrecedence';
  if (precedence <= 0) errs.push(invalid(at, goInt32(precedence), 'must be a positive value'));
  if (precedence > maxMatchingPrecedence)
    errs.push(
      invalid(at, goInt32(precedence), `must not be greater than ${maxMatchingPrecedence}`),
    );
  if (precedence === 1 && name !== 'exempt')
    errs.push(
      invalid(
        at,
        goInt32(precedence),
        "only the schema named 'exempt' may have matchingPrecedence 1",
      ),
    );
  const method = obj(spec['distinguisherMethod']);
  if (method !== undefined && !distinguisherMethods.includes(str(method['type'])))
    errs.push(
      notSupported(
        'spec.distinguisherMethod.type',
        goText(
          `flowcontrol.FlowDistinguisherMethod{Type:${goQuote(str(method['type']))}}`,
          marshalGo(method),
        ),
        distinguisherMethods,
      ),
    );
  const level = str(obj(spec['priorityLevelConfiguration'])?.['name']);
  if (level !== '')
    errs.push(
      ...invalidEach(
        'spec.priorityLevelConfiguration.name',
        level,
        nameIsDNSSubdomain(level, false),
      ),
    );
  else
    errs.push(required('spec.priorityLevelConfiguration.name', 'must reference a priority level'));
  objects(spec['rules']).forEach((r, i) => errs.push(...validateRule(r, `spec.rules[${i}]`)));
  return errs;
}

/**
 * ValidateFlowSchema (create and update alike). Its status checks see what flowSchemaStrategy keeps:
 * an empty status on create, the stored one on update, so they never refuse a request here.
 */
export function validateFlowSchema(fs: JsonObject, ns: NotSimulated): FieldError[] {
  const name = str(obj(fs['metadata'])?.['name']);
  const errs = validateObjectMeta(fs, false, nameIsDNSSubdomain);
  errs.push(...validateFlowSchemaSpec(name, obj(fs['spec']) ?? {}));
  if (mandatory.includes(name))
    ns(`that the spec of the mandatory FlowSchema "${name}" equals the built-in one`);
  return errs;
}
