// A level at a version and a namespace's three policies: mirrors LevelVersion, Policy and
// PolicyToEvaluate of k8s.io/pod-security-admission/api/helpers.go (v0.32).

import { goString } from '../../apimachinery/goValue.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import {
  type Level,
  auditLevelLabel,
  auditVersionLabel,
  enforceLevelLabel,
  enforceVersionLabel,
  levelPrivileged,
  warnLevelLabel,
  warnVersionLabel,
} from './constants.ts';
import { compareLevels, parseLevel } from './level.ts';
import {
  type ParseResult,
  type Version,
  parseVersion,
  versionString,
  versionsEqual,
} from './version.ts';

/** A level evaluated at a policy version (api.LevelVersion). */
export interface LevelVersion {
  level: Level;
  version: Version;
}

/** Renders a LevelVersion as upstream's String does: "restricted:latest", "baseline:v1.25". */
export const levelVersionString = (lv: LevelVersion): string =>
  `${lv.level}:${versionString(lv.version)}`;

/** Reports whether two level/versions are the same (Go's == on api.LevelVersion). */
export const sameLevelVersion = (a: LevelVersion, b: LevelVersion): boolean =>
  a.level === b.level && versionsEqual(a.version, b.version);

/** Reports whether two LevelVersions behave alike: both privileged, or equal level and version. */
export const levelVersionEquivalent = (a: LevelVersion, b: LevelVersion): boolean =>
  (a.level === levelPrivileged && b.level === levelPrivileged) || sameLevelVersion(a, b);

/** The enforce, audit and warn policies of a namespace (api.Policy). */
export interface Policy {
  enforce: LevelVersion;
  audit: LevelVersion;
  warn: LevelVersion;
}

/** Reports whether two policies behave alike in all three modes (Policy.Equivalent). */
export const policyEquivalent = (a: Policy, b: Policy): boolean =>
  levelVersionEquivalent(a.enforce, b.enforce) &&
  levelVersionEquivalent(a.audit, b.audit) &&
  levelVersionEquivalent(a.warn, b.warn);

/** Reports whether all three modes are privileged, so nothing needs evaluating. */
export const fullyPrivileged = (p: Policy): boolean =>
  p.enforce.level === levelPrivileged &&
  p.audit.level === levelPrivileged &&
  p.warn.level === levelPrivileged;

/** The resolved policy and the label errors found (field errors under metadata.labels). */
export interface PolicyToEvaluateResult {
  policy: Policy;
  errors: FieldError[];
}

/**
 * Resolves a namespace's labels to its policy, falling back to the defaults for unset labels.
 * A bad enforce label yields restricted/latest; a bad audit or warn level fails open to privileged.
 * An explicit enforce level stricter than warn also becomes the warn level (with its version, unless
 * a warn label sets them).
 */
export function policyToEvaluate(
  labels: Readonly<Record<string, string>> | undefined,
  defaults: Policy,
): PolicyToEvaluateResult {
  const p: Policy = {
    enforce: { ...defaults.enforce },
    audit: { ...defaults.audit },
    warn: { ...defaults.warn },
  };
  const errors: FieldError[] = [];
  if (labels === undefined || Object.keys(labels).length === 0) return { policy: p, errors };

  // Returns whether the label is present; calls set with the parsed (or fallback) value.
  const take = <T>(
    label: string,
    parse: (s: string) => ParseResult<T>,
    set: (v: T, ok: boolean) => void,
  ) => {
    if (!Object.hasOwn(labels, label)) return false;
    const value = labels[label] ?? '';
    const parsed = parse(value);
    set(parsed.value, parsed.ok);
    // field.Invalid(labelsPath.Key(label), value, err.Error())
    if (!parsed.ok)
      errors.push(invalid(`metadata.labels[${label}]`, goString(value), parsed.error));
    return true;
  };
  let hasEnforceLevel = false;
  take(enforceLevelLabel, parseLevel, (v, ok) => {
    p.enforce.level = v;
    hasEnforceLevel = ok; // A bad enforce level does not default warn.
  });
  take(enforceVersionLabel, parseVersion, (v) => (p.enforce.version = v));
  // A bad audit or warn level fails open.
  take(auditLevelLabel, parseLevel, (v, ok) => (p.audit.level = ok ? v : levelPrivileged));
  take(auditVersionLabel, parseVersion, (v) => (p.audit.version = v));
  const hasWarnLevel = take(warnLevelLabel, parseLevel, (v, ok) => {
    p.warn.level = ok ? v : levelPrivileged;
  });
  const hasWarnVersion = take(warnVersionLabel, parseVersion, (v) => (p.warn.version = v));

  // Default warn to the enforce level when that is explicitly set and more restrictive.
  if (!hasWarnLevel && hasEnforceLevel && compareLevels(p.enforce.level, p.warn.level) > 0) {
    p.warn.level = p.enforce.level;
    if (!hasWarnVersion) p.warn.version = p.enforce.version;
  }
  return { policy: p, errors };
}
