// Decides whether a webhook rule is well formed: mirrors validateRuleWithOperations, validateRule
// and validateResources in kubernetes pkg/apis/admissionregistration/validation/validation.go.

import { type FieldError, invalid, notSupported, required } from '../apimachinery/field.ts';
import { goNamed, goSlice, goString } from '../apimachinery/goValue.ts';
import type { DecodedRule } from './types.ts';

const operationType = 'admissionregistration.OperationType';
// sets.NewString(...).List() is sorted.
const supportedOperations = ['*', 'CONNECT', 'CREATE', 'DELETE', 'UPDATE'];
const validScopes = ['*', 'Cluster', 'Namespaced'];

/** Checks a resources list, allowing `resource/subresource` forms and their wildcards. */
export function validateResources(resources: readonly string[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (resources.length === 0) errs.push(required(fldPath, ''));
  const resourcesWithWildcardSubresources = new Set<string>();
  const subResourcesWithWildcardResource = new Set<string>();
  let hasDoubleWildcard = false;
  let hasSingleWildcard = false;
  let hasResourceWithoutSubresource = false;

  resources.forEach((resSub, i) => {
    if (resSub === '') {
      errs.push(required(`${fldPath}[${i}]`, ''));
      return;
    }
    if (resSub === '*/*') hasDoubleWildcard = true;
    if (resSub === '*') hasSingleWildcard = true;
    const slash = resSub.indexOf('/');
    if (slash < 0) {
      // Upstream assigns rather than ORs: only the last plain resource decides.
      hasResourceWithoutSubresource = resSub !== '*';
      return;
    }
    const res = resSub.slice(0, slash);
    const sub = resSub.slice(slash + 1);
    if (resourcesWithWildcardSubresources.has(res)) {
      errs.push(
        invalid(
          `${fldPath}[${i}]`,
          goString(resSub),
          `if '${res}/*' is present, must not specify ${resSub}`,
        ),
      );
    }
    if (subResourcesWithWildcardResource.has(sub)) {
      errs.push(
        invalid(
          `${fldPath}[${i}]`,
          goString(resSub),
          `if '*/${sub}' is present, must not specify ${resSub}`,
        ),
      );
    }
    if (sub === '*') resourcesWithWildcardSubresources.add(res);
    if (res === '*') subResourcesWithWildcardResource.add(sub);
  });
  if (resources.length > 1 && hasDoubleWildcard) {
    errs.push(
      invalid(
        fldPath,
        goSlice('string', resources),
        "if '*/*' is present, must not specify other resources",
      ),
    );
  }
  if (hasSingleWildcard && hasResourceWithoutSubresource) {
    errs.push(
      invalid(
        fldPath,
        goSlice('string', resources),
        "if '*' is present, must not specify other resources without subresources",
      ),
    );
  }
  return errs;
}

/** Checks apiGroups, apiVersions, resources and scope of a rule (validateRule, subresources allowed). */
function validateRule(rule: DecodedRule, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const groups = `${fldPath}.apiGroups`;
  const versions = `${fldPath}.apiVersions`;
  if (rule.apiGroups.length === 0) errs.push(required(groups, ''));
  if (rule.apiGroups.length > 1 && rule.apiGroups.includes('*')) {
    errs.push(
      invalid(
        groups,
        goSlice('string', rule.apiGroups),
        "if '*' is present, must not specify other API groups",
      ),
    );
  }
  // The group may be empty (the legacy core group), a version may not.
  if (rule.apiVersions.length === 0) errs.push(required(versions, ''));
  if (rule.apiVersions.length > 1 && rule.apiVersions.includes('*')) {
    errs.push(
      invalid(
        versions,
        goSlice('string', rule.apiVersions),
        "if '*' is present, must not specify other API versions",
      ),
    );
  }
  rule.apiVersions.forEach((v, i) => {
    if (v === '') errs.push(required(`${versions}[${i}]`, ''));
  });
  errs.push(...validateResources(rule.resources, `${fldPath}.resources`));
  if (rule.scope !== undefined && !validScopes.includes(rule.scope)) {
    errs.push(
      notSupported(
        `${fldPath}.scope`,
        goNamed('admissionregistration.ScopeType', rule.scope),
        validScopes,
      ),
    );
  }
  return errs;
}

/** Checks a rule's operations and then the rule itself (validateRuleWithOperations). */
export function validateRuleWithOperations(rule: DecodedRule, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const ops = `${fldPath}.operations`;
  if (rule.operations.length === 0) errs.push(required(ops, ''));
  if (rule.operations.length > 1 && rule.operations.includes('*')) {
    errs.push(
      invalid(
        ops,
        goSlice(operationType, rule.operations),
        "if '*' is present, must not specify other operations",
      ),
    );
  }
  rule.operations.forEach((op, i) => {
    if (!supportedOperations.includes(op)) {
      errs.push(notSupported(`${ops}[${i}]`, goNamed(operationType, op), supportedOperations));
    }
  });
  errs.push(...validateRule(rule, fldPath));
  return errs;
}
