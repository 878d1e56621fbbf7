// Checks an Ingress and an IngressClass: mirrors pkg/apis/networking/validation/validation.go
// ValidateIngressCreate / ValidateIngressSpec (rules, hosts, paths and their types, backends,
// ingressClassName), ValidateIngressClass (a domain-prefixed controller, then spec.parameters in
// ingressClassParameters.ts) and the IngressClass update's immutable controller. TLS hosts and resource backends' groups are not ported.
// Backend service names are DNS-1035 labels, or DNS-1123 labels under RelaxedServiceNameValidation
// (on from 1.36, KEP-5311) and on an update of an Ingress that already names such a Service
// (allowRelaxedServiceNameValidation, rules and defaultBackend: kubernetes#135426).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  invalid,
  notSupported,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt32, goNamed, goString, goText } from '../../apimachinery/goValue.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { nameIsDNS1035Label, nameIsDNSLabel, nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import {
  byteLength,
  invalidEach,
  isDNS1123Subdomain,
  regexError,
} from '../../apimachinery/names.ts';
import { num, obj, objects, optStr, str } from '../read.ts';
import { isIP, isValidPortName, isValidPortNum } from '../core/formats.ts';
import { validateIngressClassParametersReference } from './ingressClassParameters.ts';

function validateBackend(b: JsonObject, fldPath: string, relaxed: boolean): FieldError[] {
  const service = obj(b['service']);
  const resource = obj(b['resource']);
  if (service !== undefined && resource !== undefined)
    return [invalid(fldPath, goString(''), 'cannot set both resource and service backends')];
  if (resource !== undefined)
    return str(resource['kind']) === ''
      ? [required(child(fldPath, 'resource', 'kind'), '')]
      : str(resource['name']) === ''
        ? [required(child(fldPath, 'resource', 'name'), '')]
        : [];
  if (service === undefined)
    return [invalid(fldPath, goString(''), 'resource or service backend is required')];
  const errs: FieldError[] = [];
  const name = str(service['name']);
  if (name === '') errs.push(required(child(fldPath, 'service', 'name'), ''));
  else
    errs.push(
      ...invalidEach(
        child(fldPath, 'service', 'name'),
        name,
        (relaxed ? nameIsDNSLabel : nameIsDNS1035Label)(name, false),
      ),
    );
  const port = obj(service['port']) ?? {};
  const portName = str(port['name']);
  const number = num(port['number']) ?? 0;
  if (portName !== '' && number !== 0)
    errs.push(invalid(fldPath, goString(''), 'cannot set both port name & port number'));
  else if (portName !== '')
    errs.push(
      ...invalidEach(
        child(fldPath, 'service', 'port', 'name'),
        portName,
        isValidPortName(portName),
      ),
    );
  else if (number !== 0)
    errs.push(
      ...isValidPortNum(number).map((m) =>
        invalid(child(fldPath, 'service', 'port', 'number'), goInt32(number), m),
      ),
    );
  else errs.push(required(fldPath, 'port name or number is required'));
  return errs;
}

function validatePath(p: JsonObject, fldPath: string, relaxed: boolean): FieldError[] {
  const type = optStr(p['pathType']);
  if (type === undefined)
    return [required(child(fldPath, 'pathType'), 'pathType must be specified')];
  const path = str(p['path']);
  const errs: FieldError[] = [];
  const bad = (detail: string): void => {
    errs.push(invalid(child(fldPath, 'path'), goString(path), detail));
  };
  if (type === 'Exact' || type === 'Prefix') {
    if (!path.startsWith('/')) bad('must be an absolute path');
    for (const seq of ['//', '/./', '/../', '%2f', '%2F'])
      if (path.includes(seq)) bad(`must not contain '${seq}'`);
    for (const suffix of ['/..', '/.'])
      if (path.endsWith(suffix)) bad(`cannot end with '${suffix}'`);
  } else if (type === 'ImplementationSpecific') {
    if (path !== '' && !path.startsWith('/')) bad('must be an absolute path');
  } else
    errs.push(
      notSupported(child(fldPath, 'pathType'), goNamed('networking.PathType', type), [
        'Exact',
        'ImplementationSpecific',
        'Prefix',
      ]),
    );
  return [...errs, ...validateBackend(obj(p['backend']) ?? {}, child(fldPath, 'backend'), relaxed)];
}

function validateHost(host: string, fldPath: string): FieldError[] {
  if (isIP(host))
    return [invalid(fldPath, goString(host), 'must be a DNS name, not an IP address')];
  if (host.includes('*')) {
    // IsWildcardDNS1123Subdomain: "*." then a subdomain.
    const ok =
      host.startsWith('*.') &&
      isDNS1123Subdomain(host.slice(2)).length === 0 &&
      byteLength(host) <= 253;
    return ok
      ? []
      : [
          invalid(
            fldPath,
            goString(host),
            regexError(
              "a wildcard DNS-1123 subdomain must start with '*.', followed by a valid DNS subdomain, which must consist of lower case alphanumeric characters, '-' or '.' and end with an alphanumeric character",
              '\\*\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*',
              '*.example.com',
            ),
          ),
        ];
  }
  return invalidEach(fldPath, host, isDNS1123Subdomain(host));
}

function validateSpec(spec: JsonObject, relaxed: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const rules = objects(spec['rules']);
  const defaultBackend = obj(spec['defaultBackend']);
  if (rules.length === 0 && defaultBackend === undefined)
    errs.push(
      invalid(
        'spec',
        goText('[]networking.IngressRule(nil)', 'null'),
        'either `defaultBackend` or `rules` must be specified',
      ),
    );
  if (defaultBackend !== undefined)
    errs.push(...validateBackend(defaultBackend, 'spec.defaultBackend', relaxed));
  rules.forEach((rule, i) => {
    const idx = index('spec.rules', i);
    const host = str(rule['host']);
    if (host !== '') errs.push(...validateHost(host, child(idx, 'host')));
    const http = obj(rule['http']);
    if (http === undefined) return;
    const paths = objects(http['paths']);
    if (paths.length === 0) errs.push(required(child(idx, 'http', 'paths'), ''));
    paths.forEach((p, j) =>
      errs.push(...validatePath(p, index(child(idx, 'http', 'paths'), j), relaxed)),
    );
  });
  const className = optStr(spec['ingressClassName']);
  if (className !== undefined)
    errs.push(
      ...invalidEach('spec.ingressClassName', className, nameIsDNSSubdomain(className, false)),
    );
  return errs;
}

// The backend service names of an Ingress's rules and defaultBackend.
function serviceNames(ing: JsonObject): string[] {
  const spec = obj(ing['spec']) ?? {};
  const backends = [
    obj(spec['defaultBackend']),
    ...objects(spec['rules']).flatMap((r) =>
      objects(obj(r['http'])?.['paths']).map((p) => obj(p['backend'])),
    ),
  ];
  return backends.map((b) => str(obj(b?.['service'])?.['name'])).filter((n) => n !== '');
}

/** Checks a new Ingress; `relaxedServiceName` is RelaxedServiceNameValidation. */
export const validateIngress = (ing: JsonObject, relaxedServiceName = false): FieldError[] => [
  ...validateObjectMeta(ing, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(ing),
  ...validateSpec(obj(ing['spec']) ?? {}, relaxedServiceName),
];

/** Checks an Ingress update: an old Ingress naming a non-DNS-1035 Service keeps the relaxed rule. */
export const validateIngressUpdate = (
  ing: JsonObject,
  old: JsonObject,
  relaxedServiceName = false,
): FieldError[] => [
  ...validateObjectMetaUpdate(ing, old),
  ...validateIngress(
    ing,
    relaxedServiceName || serviceNames(old).some((n) => nameIsDNS1035Label(n, false).length > 0),
  ),
];

const httpPathFmt = "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+";

// validation.IsDomainPrefixedPath.
function domainPrefixedPath(fldPath: string, value: string): FieldError[] {
  if (value === '') return [required(fldPath, '')];
  const slash = value.indexOf('/');
  const host = slash < 0 ? '' : value.slice(0, slash);
  const path = slash < 0 ? '' : value.slice(slash + 1);
  if (slash < 0 || host === '' || path === '')
    return [
      invalid(fldPath, goString(value), 'must be a domain-prefixed path (such as "acme.io/foo")'),
    ];
  const errs = invalidEach(fldPath, host, isDNS1123Subdomain(host));
  if (!new RegExp(`^${httpPathFmt}$`).test(path))
    errs.push(invalid(fldPath, goString(path), regexError('Invalid path', httpPathFmt)));
  return errs;
}

/** Checks a new IngressClass. */
export function validateIngressClass(ic: JsonObject): FieldError[] {
  const controller = str(obj(ic['spec'])?.['controller']);
  const errs = [
    ...validateObjectMeta(ic, false, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(ic),
  ];
  if (byteLength(controller) > 250) errs.push(tooLong('spec.controller', 250));
  return [
    ...errs,
    ...domainPrefixedPath('spec.controller', controller),
    ...validateIngressClassParametersReference(obj(obj(ic['spec'])?.['parameters'])),
  ];
}

/** Checks an IngressClass update: the controller may not change. */
export const validateIngressClassUpdate = (ic: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(ic, old),
  ...validateImmutableField(
    str(obj(ic['spec'])?.['controller']),
    str(obj(old['spec'])?.['controller']),
    'spec.controller',
    goString(str(obj(ic['spec'])?.['controller'])),
  ),
  ...validateIngressClass(ic),
];
