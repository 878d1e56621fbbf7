// Checks a Service: mirrors pkg/apis/core/validation/validation.go ValidateService (ports, the
// type's rules, selector, session affinity, externalIPs, nodePort and port duplicates,
// externalTrafficPolicy, source ranges: serviceSourceRanges.ts) and ValidateServiceUpdate's clusterIP
// rule. The dual-stack consistency of clusterIPs and ipFamilies and traffic distribution are not
// ported.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt32, goNamed, goSlice, goString, goText } from '../../apimachinery/goValue.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import {
  invalidEach,
  isDNS1123Label,
  isDNS1123Subdomain,
  isQualifiedName,
} from '../../apimachinery/names.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNS1035Label, nameIsDNSLabel } from '../meta/nameFuncs.ts';
import { num, obj, objects, optStr, str, stringMap, strings } from '../read.ts';
import { isValidPortNum } from './formats.ts';
import { validIPForLegacyField } from './legacyIP.ts';
import { oldSourceRanges, validateSourceRanges } from './serviceSourceRanges.ts';
import { validatePortNumOrName } from './ports.ts';

const isHeadless = (spec: JsonObject): boolean =>
  strings(spec['clusterIPs'])[0] === 'None' || str(spec['clusterIP']) === 'None';

function validateServicePort(
  sp: JsonObject,
  requireName: boolean,
  names: Set<string>,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(sp['name']);
  if (requireName && name === '') errs.push(required(child(fldPath, 'name'), ''));
  else if (name !== '') {
    errs.push(...invalidEach(child(fldPath, 'name'), name, isDNS1123Label(name)));
    if (names.has(name)) errs.push(duplicate(child(fldPath, 'name'), goString(name)));
    else names.add(name);
  }
  const port = num(sp['port']) ?? 0;
  for (const m of isValidPortNum(port))
    errs.push(invalid(child(fldPath, 'port'), goInt32(port), m));
  const protocol = str(sp['protocol']);
  if (protocol === '') errs.push(required(child(fldPath, 'protocol'), ''));
  else if (!['SCTP', 'TCP', 'UDP'].includes(protocol))
    errs.push(
      notSupported(child(fldPath, 'protocol'), goNamed('core.Protocol', protocol), [
        'SCTP',
        'TCP',
        'UDP',
      ]),
    );
  errs.push(...validatePortNumOrName(sp['targetPort'], child(fldPath, 'targetPort')));
  const appProtocol = optStr(sp['appProtocol']);
  if (appProtocol !== undefined)
    errs.push(
      ...invalidEach(child(fldPath, 'appProtocol'), appProtocol, isQualifiedName(appProtocol)),
    );
  return errs;
}

function validateType(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const type = str(spec['type']);
  const first = strings(spec['clusterIPs'])[0] ?? 'None';
  if (type === 'LoadBalancer' || type === 'NodePort') {
    if (isHeadless(spec))
      errs.push(
        invalid(
          'spec.clusterIPs[0]',
          goString(first),
          `may not be set to 'None' for ${type} services`,
        ),
      );
    if (type === 'LoadBalancer')
      objects(spec['ports']).forEach((p, i) => {
        if (num(p['port']) === 10250)
          errs.push(
            invalid(
              index('spec.ports', i),
              goInt32(10250),
              'may not expose port 10250 externally since it is used by kubelet',
            ),
          );
      });
  }
  if (type === 'ExternalName') {
    if (strings(spec['clusterIPs']).length > 0)
      errs.push(forbidden('spec.clusterIPs', 'may not be set for ExternalName services'));
    if (strings(spec['ipFamilies']).length > 0)
      errs.push(forbidden('spec.ipFamilies', 'may not be set for ExternalName services'));
    if (optStr(spec['ipFamilyPolicy']) !== undefined)
      errs.push(forbidden('spec.ipFamilyPolicy', 'may not be set for ExternalName services'));
    const cname = str(spec['externalName']).replace(/\.$/, '');
    if (cname !== '')
      errs.push(...invalidEach('spec.externalName', cname, isDNS1123Subdomain(cname)));
    else errs.push(required('spec.externalName', ''));
  }
  return errs;
}

function validateAffinity(spec: JsonObject): FieldError[] {
  const affinity = str(spec['sessionAffinity']);
  if (affinity === '') return [required('spec.sessionAffinity', '')];
  if (affinity !== 'ClientIP' && affinity !== 'None')
    return [
      notSupported('spec.sessionAffinity', goNamed('core.ServiceAffinity', affinity), [
        'ClientIP',
        'None',
      ]),
    ];
  const config = obj(spec['sessionAffinityConfig']);
  if (affinity === 'None')
    return config !== undefined
      ? [forbidden('spec.sessionAffinityConfig', 'must not be set when session affinity is None')]
      : [];
  const clientIP = obj(config?.['clientIP']);
  if (config === undefined)
    return [required('spec.sessionAffinityConfig', 'when session affinity type is ClientIP')];
  if (clientIP === undefined)
    return [
      required('spec.sessionAffinityConfig.clientIP', 'when session affinity type is ClientIP'),
    ];
  const timeout = num(clientIP['timeoutSeconds']);
  if (timeout === undefined)
    return [
      required(
        'spec.sessionAffinityConfig.clientIP.timeoutSeconds',
        'when session affinity type is ClientIP',
      ),
    ];
  return timeout <= 0 || timeout > 86400
    ? [
        invalid(
          'spec.sessionAffinityConfig.clientIP.timeoutSeconds',
          goInt32(timeout),
          'must be greater than 0 and less than 86400',
        ),
      ]
    : [];
}

/** The version-dependent switches of Service validation (the 1.32 defaults when absent). */
export interface ServiceValidationOptions {
  /** StrictIPCIDRValidation (on from 1.36): externalIPs refuse non-standard forms. */
  strictIPCIDR: boolean;
  /** RelaxedServiceNameValidation (on from 1.36, kubernetes#136389): names are DNS-1123 labels. */
  relaxedServiceName: boolean;
  /** On update, the old object's externalIPs: kept values are not checked again (ratcheting). */
  oldExternalIPs: readonly string[];
  /** On update, the old object's loadBalancerSourceRanges (trimmed), likewise. */
  oldSourceRanges?: readonly string[];
}

const defaultOptions: ServiceValidationOptions = {
  strictIPCIDR: false,
  relaxedServiceName: false,
  oldExternalIPs: [],
};

function validateSpec(
  spec: JsonObject,
  annotations: JsonObject,
  opts: ServiceValidationOptions,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs: FieldError[] = [];
  const type = str(spec['type']);
  const ports = objects(spec['ports']);
  if (ports.length === 0 && !isHeadless(spec) && type !== 'ExternalName')
    errs.push(required('spec.ports', ''));
  errs.push(...validateType(spec));
  const names = new Set<string>();
  ports.forEach((p, i) =>
    errs.push(...validateServicePort(p, ports.length > 1, names, index('spec.ports', i))),
  );
  if (obj(spec['selector']) !== undefined)
    errs.push(...validateLabels(stringMap(spec['selector']), 'spec.selector'));
  errs.push(...validateAffinity(spec));
  strings(spec['externalIPs']).forEach((ip, i) =>
    errs.push(
      ...validIPForLegacyField(
        index('spec.externalIPs', i),
        ip,
        opts.strictIPCIDR,
        opts.oldExternalIPs,
      ),
    ),
  );
  if (type === '') errs.push(required('spec.type', ''));
  else if (!['ClusterIP', 'ExternalName', 'LoadBalancer', 'NodePort'].includes(type))
    errs.push(
      notSupported('spec.type', goNamed('core.ServiceType', type), [
        'ClusterIP',
        'ExternalName',
        'LoadBalancer',
        'NodePort',
      ]),
    );
  if (type === 'ClusterIP')
    ports.forEach((p, i) => {
      if ((num(p['nodePort']) ?? 0) !== 0)
        errs.push(
          forbidden(
            child(index('spec.ports', i), 'nodePort'),
            "may not be used when `type` is 'ClusterIP'",
          ),
        );
    });
  const nodePorts = new Set<string>();
  ports.forEach((p, i) => {
    const np = num(p['nodePort']) ?? 0;
    if (np === 0) return;
    const k = `${str(p['protocol'])}/${np}`;
    if (nodePorts.has(k))
      errs.push(duplicate(child(index('spec.ports', i), 'nodePort'), goInt32(np)));
    nodePorts.add(k);
  });
  const seen = new Set<string>();
  ports.forEach((p, i) => {
    const k = `${str(p['protocol'])}/${num(p['port']) ?? 0}`;
    // field.Duplicate prints the core.ServicePort key with %#v.
    if (seen.has(k))
      errs.push(
        duplicate(
          index('spec.ports', i),
          goText(
            `core.ServicePort{Name:"", Protocol:"${str(p['protocol'])}", AppProtocol:(*string)(nil), Port:${num(p['port']) ?? 0}, TargetPort:intstr.IntOrString{Type:0, IntVal:0, StrVal:""}, NodePort:0}`,
            `{"Name":"","Protocol":"${str(p['protocol'])}","AppProtocol":null,"Port":${num(p['port']) ?? 0},"TargetPort":0,"NodePort":0}`,
          ),
        ),
      );
    seen.add(k);
  });
  errs.push(
    ...validateSourceRanges(
      spec,
      annotations,
      opts.strictIPCIDR,
      opts.oldSourceRanges ?? [],
      notSimulated,
    ),
  );
  const etp = str(spec['externalTrafficPolicy']);
  // apiservice.ExternallyAccessible: LoadBalancer, NodePort, or ClusterIP with externalIPs.
  const external =
    type === 'LoadBalancer' ||
    type === 'NodePort' ||
    (type === 'ClusterIP' && strings(spec['externalIPs']).length > 0);
  if (!external) {
    if (etp !== '')
      errs.push(
        invalid(
          'spec.externalTrafficPolicy',
          goNamed('core.ServiceExternalTrafficPolicy', etp),
          'may only be set for externally-accessible services',
        ),
      );
  } else if (etp === '') errs.push(required('spec.externalTrafficPolicy', ''));
  else if (etp !== 'Cluster' && etp !== 'Local')
    errs.push(
      notSupported(
        'spec.externalTrafficPolicy',
        goNamed('core.ServiceExternalTrafficPolicy', etp),
        ['Cluster', 'Local'],
      ),
    );
  return errs;
}

/** Checks a new Service. */
export function validateService(
  svc: JsonObject,
  notSimulated: (d: string) => void,
  opts: ServiceValidationOptions = defaultOptions,
): FieldError[] {
  const spec = obj(svc['spec']) ?? {};
  if (spec['trafficDistribution'] !== undefined)
    notSimulated("field validation of a Service's trafficDistribution");
  if (
    strings(spec['clusterIPs']).some((ip) => ip !== 'None') ||
    strings(spec['ipFamilies']).length > 0
  )
    notSimulated(
      "field validation of a Service's clusterIPs, ipFamilies and ipFamilyPolicy together (dual-stack rules)",
    );
  return [
    ...validateObjectMeta(svc, true, opts.relaxedServiceName ? nameIsDNSLabel : nameIsDNS1035Label),
    ...validateKubeFinalizerNames(svc),
    ...validateSpec(spec, obj(obj(svc['metadata'])?.['annotations']) ?? {}, opts, notSimulated),
  ];
}

/** Checks a Service update: a set clusterIP may not change (except to or from ExternalName). */
export function validateServiceUpdate(
  svc: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
  opts: Omit<ServiceValidationOptions, 'oldExternalIPs'> = defaultOptions,
): FieldError[] {
  const spec = obj(svc['spec']) ?? {};
  const oldSpec = obj(old['spec']) ?? {};
  const errs = [...validateObjectMetaUpdate(svc, old), ...validateKubeFinalizerNames(svc)];
  if (str(spec['type']) !== 'ExternalName' && str(oldSpec['type']) !== 'ExternalName') {
    // A stored Service always has clusterIPs; an old object written by hand may only have clusterIP.
    const ips = (x: JsonObject): string[] =>
      strings(x['clusterIPs']).length > 0
        ? strings(x['clusterIPs'])
        : str(x['clusterIP']) !== ''
          ? [str(x['clusterIP'])]
          : [];
    const now = ips(spec);
    const before = ips(oldSpec);
    if (before.length > 0 && now.length > 0 && before[0] !== now[0])
      errs.push(invalid('spec.clusterIPs[0]', goSlice('string', now), 'may not change once set'));
  }
  return [
    ...errs,
    ...validateService(svc, notSimulated, {
      ...opts,
      oldExternalIPs: strings(oldSpec['externalIPs']),
      oldSourceRanges: oldSourceRanges(oldSpec),
    }),
  ];
}
