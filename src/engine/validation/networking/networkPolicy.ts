// Checks a NetworkPolicy: mirrors pkg/apis/networking/validation/validation.go ValidateNetworkPolicy,
// ValidateNetworkPolicySpec, ValidateNetworkPolicyPort, ValidateNetworkPolicyPeer and ValidateIPBlock
// (the CIDRs through IsValidCIDRForLegacyField: strict from 1.36 under StrictIPCIDRValidation, the
// old policy's CIDRs accepted again on update, NetworkPolicyValidationOptions.AllowCIDRsEvenIfInvalid).

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
import { isCIDR, isValidPortName, isValidPortNum } from '../core/formats.ts';
import { isStrictSubset, validCIDRForLegacyField } from '../core/legacyIP.ts';

/** How strictly the ipBlock CIDRs are checked (the 1.32 defaults when absent). */
export interface CIDROptions {
  /** StrictIPCIDRValidation (on from 1.36). */
  strict: boolean;
  /** AllowCIDRsEvenIfInvalid: on update, every cidr and except of the old policy. */
  validOld: readonly string[];
}

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

function validatePeer(peer: JsonObject, path: string, ip: CIDROptions): FieldError[] {
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
    else {
      errs.push(
        ...validCIDRForLegacyField(child(path, 'ipBlock', 'cidr'), cidr, ip.strict, ip.validOld),
      );
      // An except is checked only against a cidr that parses.
      if (isCIDR(cidr))
        strings(block['except']).forEach((e, i) => {
          const at = index(child(path, 'ipBlock', 'except'), i);
          errs.push(...validCIDRForLegacyField(at, e, ip.strict, ip.validOld));
          if (isCIDR(e) && !isStrictSubset(cidr, e))
            errs.push(invalid(at, goString(e), 'must be a strict subset of `cidr`'));
        });
    }
  }
  if (n === 0) errs.push(required(path, 'must specify a peer'));
  else if (n > 1 && block !== undefined)
    errs.push(forbidden(path, 'may not specify both ipBlock and another peer'));
  return errs;
}

function validateSpec(spec: JsonObject, ip: CIDROptions): FieldError[] {
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
        errs.push(...validatePeer(p, index(child(rulePath, peers), j), ip)),
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

// Every cidr and except of a policy's ipBlocks (the old policy's, for AllowCIDRsEvenIfInvalid).
const cidrsOf = (np: JsonObject): string[] => {
  const spec = obj(np['spec']) ?? {};
  return (['ingress', 'egress'] as const).flatMap((dir) =>
    objects(spec[dir]).flatMap((rule) =>
      objects(rule[dir === 'ingress' ? 'from' : 'to']).flatMap((peer) => {
        const block = obj(peer['ipBlock']);
        return block === undefined ? [] : [str(block['cidr']), ...strings(block['except'])];
      }),
    ),
  );
};

/** Checks a new NetworkPolicy; `strict` is StrictIPCIDRValidation. */
export const validateNetworkPolicy = (
  np: JsonObject,
  _notSimulated: (d: string) => void,
  strict = false,
  validOld: readonly string[] = [],
): FieldError[] => [
  ...validateObjectMeta(np, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(np),
  ...validateSpec(obj(np['spec']) ?? {}, { strict, validOld }),
];

/** Checks a NetworkPolicy update: the old policy's CIDRs stay acceptable. */
export const validateNetworkPolicyUpdate = (
  np: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
  strict = false,
): FieldError[] => [
  ...validateObjectMetaUpdate(np, old),
  ...validateNetworkPolicy(np, notSimulated, strict, cidrsOf(old)),
];
