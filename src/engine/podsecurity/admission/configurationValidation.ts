// Checks a loaded PodSecurityConfiguration the way the plugin's ValidateInitialization does:
// CompleteConfiguration's ToPolicy first ("PodSecurity configuration error: ..."), then
// ValidatePodSecurityConfiguration ("PodSecurity invalid: ..."). Mirrors admission/api/helpers.go
// ToPolicy, admission/api/validation/validation.go (pod-security-admission v0.32) and
// plugin/pkg/admission/security/podsecurity/admission.go ValidateInitialization.

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import {
  type FieldError,
  aggregateString,
  duplicate,
  invalid,
  required,
} from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { type Level, type Policy, type Version, parseLevel, parseVersion } from '../api/index.ts';
import type { PodSecurityConfiguration } from './configuration.ts';

/** What validating a configuration gives: the default policy, or the plugin's error text. */
export type CompleteResult = { ok: true; defaultPolicy: Policy } | { ok: false; error: string };

// utilerrors.NewAggregate(errs).Error(): one message bare, several deduplicated inside brackets.
function aggregate(msgs: readonly string[]): string {
  const seen = [...new Set(msgs)];
  return seen.length === 1 ? (seen[0] ?? '') : `[${seen.join(', ')}]`;
}

/** Mirrors admissionapi.ToPolicy: the defaults as a policy, or the aggregated "Mode.Field: error" texts. */
export function toPolicy(
  config: PodSecurityConfiguration,
): { ok: true; policy: Policy } | { ok: false; error: string } {
  const d = config.defaults;
  const errs: string[] = [];
  const level = (value: string, field: string): Level => {
    if (value === '') errs.push(`${field}: required`);
    const parsed = parseLevel(value);
    if (value !== '' && !parsed.ok) errs.push(`${field}: ${parsed.error}`);
    return parsed.value;
  };
  const version = (value: string, field: string): Version => {
    if (value === '') errs.push(`${field}: required`);
    const parsed = parseVersion(value);
    if (value !== '' && !parsed.ok) errs.push(`${field}: ${parsed.error}`);
    return parsed.value;
  };
  const policy: Policy = {
    enforce: {
      level: level(d.enforce, 'Enforce.Level'),
      version: version(d['enforce-version'], 'Enforce.Version'),
    },
    audit: {
      level: level(d.audit, 'Audit.Level'),
      version: version(d['audit-version'], 'Audit.Version'),
    },
    warn: {
      level: level(d.warn, 'Warn.Level'),
      version: version(d['warn-version'], 'Warn.Version'),
    },
  };
  return errs.length > 0 ? { ok: false, error: aggregate(errs) } : { ok: true, policy };
}

function validateNames(
  path: string,
  names: readonly string[],
  check: ((s: string) => string[]) | undefined,
): FieldError[] {
  const errs: FieldError[] = [];
  const valid = new Set<string>();
  names.forEach((name, i) => {
    const p = `${path}[${i}]`;
    if (check === undefined && name === '') {
      errs.push(required(p, ''));
      return;
    }
    const msgs = check?.(name) ?? [];
    if (msgs.length > 0) errs.push(invalid(p, goString(name), msgs.join(', ')));
    else if (valid.has(name)) errs.push(duplicate(p, goString(name)));
    else valid.add(name);
  });
  return errs;
}

/** Mirrors validation.ValidatePodSecurityConfiguration. */
export function validatePodSecurityConfiguration(config: PodSecurityConfiguration): FieldError[] {
  const errs: FieldError[] = [];
  const d = config.defaults;
  for (const [field, value, isVersion] of [
    ['enforce', d.enforce, false],
    ['enforce-version', d['enforce-version'], true],
    ['warn', d.warn, false],
    ['warn-version', d['warn-version'], true],
    ['audit', d.audit, false],
    ['audit-version', d['audit-version'], true],
  ] as const) {
    const parsed = isVersion ? parseVersion(value) : parseLevel(value);
    if (!parsed.ok) errs.push(invalid(`defaults.${field}`, goString(value), parsed.error));
  }
  errs.push(
    ...validateNames('exemptions.namespaces', config.exemptions.namespaces, isDNS1123Label),
  );
  errs.push(
    ...validateNames(
      'exemptions.runtimeClasses',
      config.exemptions.runtimeClasses,
      isDNS1123Subdomain,
    ),
  );
  errs.push(...validateNames('exemptions.usernames', config.exemptions.usernames, undefined));
  return errs;
}

/** Mirrors Plugin.ValidateInitialization's configuration steps: the default policy, or its error text. */
export function completeConfiguration(
  config: PodSecurityConfiguration,
  version: KubernetesVersion,
): CompleteResult {
  const policy = toPolicy(config);
  if (!policy.ok) return { ok: false, error: `PodSecurity configuration error: ${policy.error}` };
  const errs = validatePodSecurityConfiguration(config);
  if (errs.length > 0)
    return { ok: false, error: `PodSecurity invalid: ${aggregateString(errs, version)}` };
  return { ok: true, defaultPolicy: policy.policy };
}
