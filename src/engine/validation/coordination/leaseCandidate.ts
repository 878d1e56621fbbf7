// Checks a LeaseCandidate (coordination.k8s.io v1alpha2 in 1.32, served only when runtimeConfig
// turns it on): mirrors pkg/apis/coordination/validation/validation.go ValidateLeaseCandidate,
// ValidLeaseCandidateName (a ConfigMap key), ValidateLeaseCandidateSpec and
// ValidateLeaseCandidateUpdate (spec.leaseName immutable), as leaseCandidateStrategy
// (pkg/registry/coordination/leasecandidate/strategy.go) runs them. Versions parse with
// github.com/blang/semver/v4 Parse (strict: "1.32.0", not "v1.32" or "1.32").

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { compareSemver, parseSemver, type SemverVersion } from '../../cel/library/semverParse.ts';
import { isConfigMapKey } from '../core/formats.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, str } from '../read.ts';
import { validateCoordinatedLeaseStrategy } from './lease.ts';

const zeroVersion: SemverVersion = { major: 0n, minor: 0n, patch: 0n, pre: [], build: [] };

// semver.Parse; a failed parse leaves the zero Version, as the Go code's `ev, err = ...` does.
function parse(v: string): SemverVersion | undefined {
  try {
    return parseSemver(v);
  } catch {
    return undefined;
  }
}

/** ValidLeaseCandidateName: IsConfigMapKey (a trailing "-" of a generateName prefix is allowed too). */
export const validLeaseCandidateName = (name: string): string[] => isConfigMapKey(name);

/** ValidateLeaseCandidateSpec. */
export function validateLeaseCandidateSpec(spec: JsonObject, fldPath = 'spec'): FieldError[] {
  const errs: FieldError[] = [];
  if (str(spec['leaseName']) === '') errs.push(required(`${fldPath}.leaseName`, ''));
  const emulation = str(spec['emulationVersion']);
  let ev = zeroVersion;
  if (emulation !== '') {
    const parsed = parse(emulation);
    if (parsed === undefined)
      errs.push(
        invalid(
          `${fldPath}.emulationVersion`,
          goString(emulation),
          'must be a valid semantic version',
        ),
      );
    ev = parsed ?? zeroVersion;
  }
  const binary = str(spec['binaryVersion']);
  let bv = zeroVersion;
  if (binary === '') errs.push(required(`${fldPath}.binaryVersion`, ''));
  else {
    const parsed = parse(binary);
    if (parsed === undefined)
      errs.push(
        invalid(`${fldPath}.binaryVersion`, goString(binary), 'must be a valid semantic version'),
      );
    bv = parsed ?? zeroVersion;
  }
  if (binary !== '' && emulation !== '' && compareSemver(bv, ev) < 0)
    errs.push(
      invalid(
        `${fldPath}.binaryVersion`,
        goString(binary),
        'must be greater than or equal to `emulationVersion`',
      ),
    );
  const strategy = str(spec['strategy']);
  if (strategy === '') errs.push(required(`${fldPath}.strategy`, ''));
  else {
    if (strategy === 'OldestEmulationVersion' && compareSemver(ev, zeroVersion) === 0)
      errs.push(
        required(
          `${fldPath}.emulationVersion`,
          "must be specified when `strategy` is 'OldestEmulationVersion'",
        ),
      );
    // Upstream passes the strategy field's own path, so the error lands on `strategy.strategy`.
    errs.push(...validateCoordinatedLeaseStrategy(strategy, `${fldPath}.strategy`));
  }
  return errs;
}

/** ValidateLeaseCandidate. */
export const validateLeaseCandidate = (lc: JsonObject): FieldError[] => [
  ...validateObjectMeta(lc, true, validLeaseCandidateName),
  ...validateLeaseCandidateSpec(obj(lc['spec']) ?? {}),
];

/** ValidateLeaseCandidateUpdate. */
export const validateLeaseCandidateUpdate = (lc: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(lc, old),
  ...validateLeaseCandidateSpec(obj(lc['spec']) ?? {}),
  ...validateImmutableField(
    str(obj(lc['spec'])?.['leaseName']),
    str(obj(old['spec'])?.['leaseName']),
    'spec.leaseName',
    goString(str(obj(lc['spec'])?.['leaseName'])),
  ),
];
