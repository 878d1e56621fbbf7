// Checks a NetworkPolicy: mirrors pkg/apis/networking/validation/validation.go ValidateNetworkPolicy,
// ValidateNetworkPolicySpec, ValidateNetworkPolicyPort, ValidateNetworkPolicyPeer and the CIDR part
// of ValidateIPBlock (that each `except` lies inside the cidr is recorded as not simulated).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt32, goNamed, goSlice, goString } from '../../apimachinery/goValue.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import { num, obj, objects, optStr, str, strings } from '../read.ts';
import { decodeSelector } from '../apps/selector.ts';
import {
  invalidCIDRMessage as cidrMessage,
  isCIDR,
  isValidPortName,
  isValidPortNum,
} from '../core/formats.ts';

function validatePort(port: JsonObject, path: string): FieldError[] {
  const errs: FieldError[] = [];
  const protocol = optStr(port['protocol']);
  if (protocol !== undefined && !['TCP', 'UDP', 'SCTP'].includes(protocol))
    errs.push(
      notSupported(child(path, 'protocol'), goNamed('core.Protocol', protocol), [
        'TCP',
        'UDP',
        'SCTP',
      ]),
    );
  const p = port['port'];
  const end = num(port['endPort']);
  if (typeof p === 'number') {
    for (const m of isValidPortNum(p)) errs.push(invalid(child(path, 'port'), goInt32(p), m));
    if (end !== undefined) {
      if (end < p)
        errs.push(
          invalid(child(path, 'endPort'), goInt32(p), 'must be greater than or equal to `port`'),
        );
      for (const m of isValidPortNum(end))
        errs.push(invalid(child(path, 'endPort'), goInt32(end), m));
    }
  } else if (typeof p === 'string') {
    if (end !== undefined)
      errs.push(
        invalid(
          child(path, 'endPort'),
          goInt32(end),
          'may not be specified when `port` is non-numeric',
        ),
      );
    errs.push(...invalidEach(child(path, 'port'), p, isValidPortName(p)));
  } else if (end !== undefined)
    errs.push(
      invalid(
        child(path, 'endPort'),
        goInt32(end),
        'may not be specified when `port` is not specified',
      ),
    );
  return errs;
}

function validatePeer(
  peer: JsonObject,
  path: string,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs: FieldError[] = [];
  let n = 0;
  for (const f of ['podSelector', 'namespaceSelector']) {
    const s = obj(peer[f]);
    if (s === undefined) continue;
    n++;
    errs.push(...validateLabelSelector(decodeSelector(s), false, child(path, f)));
  }
  const block = obj(peer['ipBlock']);
  if (block !== undefined) {
    n++;
    const cidr = str(block['cidr']);
    if (cidr === '') errs.push(required(child(path, 'ipBlock', 'cidr'), ''));
    else if (!isCIDR(cidr))
      errs.push(invalid(child(path, 'ipBlock', 'cidr'), goString(cidr), cidrMessage));
    strings(block['except']).forEach((e, i) => {
      if (!isCIDR(e))
        errs.push(invalid(index(child(path, 'ipBlock', 'except'), i), goString(e), cidrMessage));
    });
    if (strings(block['except']).length > 0)
      notSimulated("that a NetworkPolicy ipBlock's except ranges lie inside its cidr");
  }
  if (n === 0) errs.push(required(path, 'must specify a peer'));
  else if (n > 1 && block !== undefined)
    errs.push(forbidden(path, 'may not specify both ipBlock and another peer'));
  return errs;
}

function validateSpec(spec: JsonObject, notSimulated: (d: string) => void): FieldError[] {
  const errs = validateLabelSelector(
    decodeSelector(obj(spec['podSelector']) ?? {}),
    false,
    'spec.podSelector',
  );
  for (const [dir, peers] of [
    ['ingress', 'from'],
    ['egress', 'to'],
  ] as const) {
    objects(spec[dir]).forEach((rule, i) => {
      const rulePath = index(`spec.${dir}`, i);
      objects(rule['ports']).forEach((p, j) =>
        errs.push(...validatePort(p, index(child(rulePath, 'ports'), j))),
      );
      objects(rule[peers]).forEach((p, j) =>
        errs.push(...validatePeer(p, index(child(rulePath, peers), j), notSimulated)),
      );
    });
  }
  const types = strings(spec['policyTypes']);
  if (types.length > 2)
    return [
      ...errs,
      invalid(
        'spec.policyTypes',
        goSlice('networking.PolicyType', types),
        'may not specify more than two policyTypes',
      ),
    ];
  types.forEach((t, i) => {
    if (t !== 'Ingress' && t !== 'Egress')
      errs.push(
        notSupported(index('spec.policyTypes', i), goNamed('networking.PolicyType', t), [
          'Ingress',
          'Egress',
        ]),
      );
  });
  return errs;
}

/** Checks a new NetworkPolicy. */
export const validateNetworkPolicy = (
  np: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMeta(np, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(np),
  ...validateSpec(obj(np['spec']) ?? {}, notSimulated),
];

/** Checks a NetworkPolicy update. */
export const validateNetworkPolicyUpdate = (
  np: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMetaUpdate(np, old),
  ...validateNetworkPolicy(np, notSimulated),
];
