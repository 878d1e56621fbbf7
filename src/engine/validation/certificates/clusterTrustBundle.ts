// Checks a ClusterTrustBundle (certificates.k8s.io/v1alpha1): mirrors
// pkg/apis/certificates/validation/validation.go ValidateClusterTrustBundle (a name prefixed by the
// signer, the signer name, the PEM trust bundle) and ValidateClusterTrustBundleUpdate (the bundle is
// parsed only when it changed; the signer may not change). Each PEM block must be a CERTIFICATE
// without headers that x509.ParseCertificate accepts (its outer structure is checked here); the CA
// bit and basic constraints are not read, and say so.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, tooLong } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { pemDecode } from '../../webhook/client/pemDecode.ts';
import { parseCertificateError } from '../../webhook/client/rootCertPool.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, str } from '../read.ts';
import { validateSignerName } from './signerName.ts';

type NotSimulated = (detail: string) => void;

const maxTrustBundleSize = 1 << 20;
const omitted = goString('<value omitted>');

// validateClusterTrustBundleName: with a signer, `<signer with / as :>:` then a DNS subdomain.
const clusterTrustBundleName =
  (signerName: string) =>
  (name: string): string[] => {
    if (signerName === '')
      return name.includes(':')
        ? ['ClusterTrustBundle without signer name must not have ":" in its name']
        : isDNS1123Subdomain(name);
    const requiredPrefix = `${signerName.replaceAll('/', ':')}:`;
    if (!name.startsWith(requiredPrefix))
      return [
        `ClusterTrustBundle for signerName ${signerName} must be named with prefix ${requiredPrefix}`,
      ];
    return isDNS1123Subdomain(name.slice(requiredPrefix.length));
  };

const hex = (b: Uint8Array): string =>
  Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

// validateTrustBundle.
function validateTrustBundle(
  path: string,
  bundle: string,
  notSimulated: NotSimulated,
): FieldError[] {
  const bytes = new TextEncoder().encode(bundle);
  if (bytes.length > maxTrustBundleSize) return [tooLong(path, maxTrustBundleSize)];
  const errs: FieldError[] = [];
  const dedupe = new Map<string, number[]>();
  let i = -1;
  for (let rest: Uint8Array = bytes; ;) {
    const { block, rest: next } = pemDecode(rest);
    if (block === undefined) break;
    rest = next;
    i++;
    if (block.type !== 'CERTIFICATE')
      errs.push(invalid(path, omitted, `entry ${i} has bad block type: ${block.type}`));
    else if (block.headers !== 0)
      errs.push(invalid(path, omitted, `entry ${i} has PEM block headers`));
    else if (parseCertificateError(block.bytes) !== undefined)
      errs.push(invalid(path, omitted, `entry ${i} does not parse as X.509`));
    else {
      notSimulated(
        'whether each certificate of a ClusterTrustBundle has the CA bit and valid basic constraints (and fully parses as X.509)',
      );
      const k = hex(block.bytes);
      dedupe.set(k, [...(dedupe.get(k) ?? []), i]);
    }
  }
  // A malformed block hides the duplicates.
  if (errs.length > 0) return errs;
  if (i === -1) errs.push(invalid(path, omitted, 'at least one trust anchor must be provided'));
  // Go ranges over the map in a random order; first appearance is used here.
  for (const indices of dedupe.values())
    if (indices.length > 1)
      errs.push(invalid(path, omitted, `duplicate trust anchor (indices [${indices.join(' ')}])`));
  return errs;
}

/** ValidateClusterTrustBundle; suppressBundleParsing when the bundle did not change on update. */
export function validateClusterTrustBundle(
  bundle: JsonObject,
  notSimulated: NotSimulated,
  suppressBundleParsing = false,
): FieldError[] {
  const spec = obj(bundle['spec']) ?? {};
  const signerName = str(spec['signerName']);
  const errs = validateObjectMeta(bundle, false, clusterTrustBundleName(signerName));
  if (signerName !== '') errs.push(...validateSignerName('spec.signerName', signerName));
  if (!suppressBundleParsing)
    errs.push(...validateTrustBundle('spec.trustBundle', str(spec['trustBundle']), notSimulated));
  return errs;
}

/** ValidateClusterTrustBundleUpdate. */
export function validateClusterTrustBundleUpdate(
  bundle: JsonObject,
  old: JsonObject,
  notSimulated: NotSimulated,
): FieldError[] {
  const spec = obj(bundle['spec']) ?? {};
  const oldSpec = obj(old['spec']) ?? {};
  const same = str(spec['trustBundle']) === str(oldSpec['trustBundle']);
  const signer = str(spec['signerName']);
  return [
    ...validateObjectMetaUpdate(bundle, old),
    ...validateClusterTrustBundle(bundle, notSimulated, same),
    ...validateImmutableField(
      signer,
      str(oldSpec['signerName']),
      'spec.signerName',
      goString(signer),
    ),
  ];
}
