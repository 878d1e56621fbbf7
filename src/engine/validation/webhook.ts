// Decides whether one webhook of a configuration is acceptable on create: mirrors
// validateValidatingWebhook / validateMutatingWebhook, validateAdmissionReviewVersions and
// validateMatchConditions in kubernetes pkg/apis/admissionregistration/validation/validation.go.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import {
  type FieldError,
  duplicate,
  invalid,
  notSupported,
  required,
  tooMany,
} from '../apimachinery/field.ts';
import { goInt32, goNamed, goSlice, goString } from '../apimachinery/goValue.ts';
import { validateLabelSelector } from '../apimachinery/labelSelectorValidation.ts';
import {
  invalidEach,
  isDNS1035Label,
  isFullyQualifiedName,
  isQualifiedName,
} from '../apimachinery/names.ts';
import { validateRuleWithOperations } from './rules.ts';
import type { DecodedMatchCondition, DecodedWebhook } from './types.ts';
import { compileCel } from '../cel/lazy.ts';
import { validateWebhookService, validateWebhookURL } from './webhookClient.ts';

// sets.NewString(...).List() is sorted.
const supportedFailurePolicies = ['Fail', 'Ignore'];
const supportedMatchPolicies = ['Equivalent', 'Exact'];
// On create only these two are allowed; Some and Unknown survive only on update.
const noSideEffectClasses = ['None', 'NoneOnDryRun'];
const supportedReinvocationPolicies = ['IfNeeded', 'Never'];
const acceptedAdmissionReviewVersions = ['v1', 'v1beta1'];
const pkg = 'admissionregistration';

// Go's unicode.IsSpace set: unlike JS trim() it includes U+0085 and excludes U+FEFF.
const goSpace =
  '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const goTrim = new RegExp(`^${goSpace}+|${goSpace}+$`, 'g');
const goTrimSpace = (s: string): string => s.replace(goTrim, '');

/** Checks one webhook's own fields, in upstream order; `mutating` adds reinvocationPolicy. */
export function validateWebhook(
  hook: DecodedWebhook,
  mutating: boolean,
  fldPath: string,
  version: KubernetesVersion,
): FieldError[] {
  const errs = isFullyQualifiedName(`${fldPath}.name`, hook.name);
  hook.rules.forEach((rule, i) =>
    errs.push(...validateRuleWithOperations(rule, `${fldPath}.rules[${i}]`)),
  );
  if (hook.failurePolicy !== undefined && !supportedFailurePolicies.includes(hook.failurePolicy)) {
    const value = goNamed(`${pkg}.FailurePolicyType`, hook.failurePolicy);
    errs.push(notSupported(`${fldPath}.failurePolicy`, value, supportedFailurePolicies));
  }
  if (hook.matchPolicy !== undefined && !supportedMatchPolicies.includes(hook.matchPolicy)) {
    const value = goNamed(`${pkg}.MatchPolicyType`, hook.matchPolicy);
    errs.push(notSupported(`${fldPath}.matchPolicy`, value, supportedMatchPolicies));
  }
  if (hook.sideEffects === undefined) {
    errs.push(
      required(`${fldPath}.sideEffects`, `must specify one of ${noSideEffectClasses.join(', ')}`),
    );
  } else if (!noSideEffectClasses.includes(hook.sideEffects)) {
    const value = goNamed(`${pkg}.SideEffectClass`, hook.sideEffects);
    errs.push(notSupported(`${fldPath}.sideEffects`, value, noSideEffectClasses));
  }
  const timeout = hook.timeoutSeconds;
  if (timeout !== undefined && (timeout > 30 || timeout < 1)) {
    errs.push(
      invalid(
        `${fldPath}.timeoutSeconds`,
        goInt32(timeout),
        'the timeout value must be between 1 and 30 seconds',
      ),
    );
  }
  // Create is strict about label values in selectors.
  errs.push(
    ...validateLabelSelector(hook.namespaceSelector, false, `${fldPath}.namespaceSelector`),
  );
  errs.push(...validateLabelSelector(hook.objectSelector, false, `${fldPath}.objectSelector`));
  const reinvocation = hook.reinvocationPolicy;
  if (
    mutating &&
    reinvocation !== undefined &&
    !supportedReinvocationPolicies.includes(reinvocation)
  ) {
    const value = goNamed(`${pkg}.ReinvocationPolicyType`, reinvocation);
    errs.push(notSupported(`${fldPath}.reinvocationPolicy`, value, supportedReinvocationPolicies));
  }
  const cc = hook.clientConfig;
  const ccPath = `${fldPath}.clientConfig`;
  if ((cc.url === undefined) === (cc.service === undefined)) {
    errs.push(required(ccPath, 'exactly one of url or service is required'));
  } else if (cc.url !== undefined) {
    errs.push(...validateWebhookURL(`${ccPath}.url`, cc.url, true));
  } else if (cc.service !== undefined) {
    errs.push(...validateWebhookService(`${ccPath}.service`, cc.service, version));
  }
  errs.push(
    ...validateMatchConditions(hook.matchConditions, `${fldPath}.matchConditions`, {
      kubernetesVersion: version,
      hasParams: false,
    }),
  );
  return errs;
}

/** Checks admissionReviewVersions: required, unique, DNS-1035 labels, including v1 or v1beta1. */
export function validateAdmissionReviewVersions(
  versions: readonly string[],
  fldPath: string,
): FieldError[] {
  if (versions.length < 1) {
    return [required(fldPath, `must specify one of ${acceptedAdmissionReviewVersions.join(', ')}`)];
  }
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  let hasAcceptedVersion = false;
  versions.forEach((v, i) => {
    if (seen.has(v)) {
      errs.push(invalid(`${fldPath}[${i}]`, goString(v), 'duplicate version'));
      return;
    }
    seen.add(v);
    errs.push(...invalidEach(`${fldPath}[${i}]`, v, isDNS1035Label(v)));
    if (acceptedAdmissionReviewVersions.includes(v)) hasAcceptedVersion = true;
  });
  if (!hasAcceptedVersion) {
    const detail = `must include at least one of ${acceptedAdmissionReviewVersions.join(', ')}`;
    errs.push(invalid(fldPath, goSlice('string', versions), detail));
  }
  return errs;
}

/** How matchCondition expressions compile on create: the new-expressions environment, params when the policy has a paramKind. */
export interface MatchConditionCompileOptions {
  kubernetesVersion: KubernetesVersion;
  hasParams: boolean;
}

/** Checks matchConditions: at most 64, each with a compiling boolean expression and a unique qualified name. */
export function validateMatchConditions(
  conditions: readonly DecodedMatchCondition[],
  fldPath: string,
  cel?: MatchConditionCompileOptions,
): FieldError[] {
  const errs: FieldError[] = [];
  if (conditions.length > 64) errs.push(tooMany(fldPath, conditions.length, 64));
  const names = new Set<string>();
  conditions.forEach((c, i) => {
    const path = `${fldPath}[${i}]`;
    const trimmed = goTrimSpace(c.expression);
    if (trimmed.length === 0) errs.push(required(`${path}.expression`, ''));
    else if (cel !== undefined)
      errs.push(...validateConditionExpression(trimmed, `${path}.expression`, cel));
    if (c.name.length === 0) errs.push(required(`${path}.name`, ''));
    else errs.push(...invalidEach(`${path}.name`, c.name, isQualifiedName(c.name)));
    if (c.name.length > 0) {
      if (names.has(c.name)) errs.push(duplicate(`${path}.name`, goString(c.name)));
      else names.add(c.name);
    }
  });
  return errs;
}

// validateCELCondition: a create compiles the trimmed expression in the new-expressions environment;
// a failure is `Invalid value: "<expr>": <detail>`.
function validateConditionExpression(
  expression: string,
  path: string,
  cel: MatchConditionCompileOptions,
): FieldError[] {
  const compiled = compileCel(expression, {
    kubernetesVersion: cel.kubernetesVersion,
    mode: 'new',
    declare: [
      'object',
      'oldObject',
      'request',
      'namespaceObject',
      'authorizer',
      ...(cel.hasParams ? (['params'] as const) : []),
    ],
    returnTypes: ['bool'],
  });
  // An expression the playground cannot evaluate is refused when it runs, at its place.
  if (compiled.ok || compiled.unsupported === true) return [];
  return [invalid(path, goString(expression), compiled.detail)];
}
