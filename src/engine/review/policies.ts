// Admission policies and their bindings: a binding whose policyName names no policy enforces nothing;
// a binding of a policy with paramKind but no paramRef runs it with params null
// (Validating Admission Policy, "What Resources Make a Policy" and "Parameter resources";
// k8s.io/apiserver pkg/admission/plugin/policy/generic/policy_dispatcher.go CollectParams).

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { metaString } from '../admission/attributes.ts';
import type { ClusterObject } from '../scenario/types.ts';
import type { ReviewContext } from './context.ts';
import type { Finding } from './finding.ts';
import { newFinding } from './newFinding.ts';

const POLICY_KINDS = {
  ValidatingAdmissionPolicyBinding: 'ValidatingAdmissionPolicy',
  MutatingAdmissionPolicyBinding: 'MutatingAdmissionPolicy',
} as const;

const isAdmissionRegistration = (o: JsonObject): boolean =>
  typeof o['apiVersion'] === 'string' &&
  o['apiVersion'].startsWith('admissionregistration.k8s.io/');

const specOf = (o: JsonObject): JsonObject => (isObject(o['spec']) ? o['spec'] : {});

/** Reports bindings that name no policy, and bindings without paramRef of policies with paramKind. */
export function policyFindings(ctx: ReviewContext): Finding[] {
  const objects = ctx.scenario.cluster.objects.filter((o) => isAdmissionRegistration(o.object));
  const policies = new Map<string, ClusterObject>();
  for (const o of objects) {
    const kind = String(o.object['kind']);
    if (kind === 'ValidatingAdmissionPolicy' || kind === 'MutatingAdmissionPolicy')
      policies.set(`${kind}/${metaString(o.object, 'name')}`, o);
  }
  const out: Finding[] = [];
  for (const o of objects) {
    const kind = String(o.object['kind']);
    if (!(kind in POLICY_KINDS)) continue;
    const policyKind = POLICY_KINDS[kind as keyof typeof POLICY_KINDS];
    const name = metaString(o.object, 'name');
    const spec = specOf(o.object);
    const policyName = typeof spec['policyName'] === 'string' ? spec['policyName'] : '';
    const policy = policies.get(`${policyKind}/${policyName}`);
    if (policy === undefined) {
      out.push(
        newFinding(
          'binding-without-policy',
          `${o.pointer}/spec/policyName`,
          `${kind} "${name}" names ${policyKind} "${policyName}", which does not exist: it enforces nothing`,
        ),
      );
      continue;
    }
    const paramKind = specOf(policy.object)['paramKind'];
    if (isObject(paramKind) && !isObject(spec['paramRef']))
      out.push(
        newFinding(
          'binding-without-param-ref',
          `${o.pointer}/spec`,
          `${kind} "${name}" has no paramRef, but ${policyKind} "${policyName}" declares paramKind ${String(paramKind['kind'] ?? '')}: it runs with params null`,
        ),
      );
  }
  return out;
}
