// Runs the ValidatingAdmissionPolicies: for each policy with bindings (by name) that matches, each
// matching binding, each param: validate, then apply the binding's validationActions (Deny, Warn,
// Audit); configuration errors go by the policy's failurePolicy; the first denial is the answer
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/dispatcher.go Dispatch).

import type { Attributes } from '../../admission/attributes.ts';
import type { ClusterNamespace } from '../../admission/cluster.ts';
import { noteNotSimulated, type ChainContext } from '../../admission/context.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { TraceEntry } from '../../admission/trace.ts';
import type { CelValue } from '../../cel/index.ts';
import { newNotFound } from '../../apimachinery/statusErrors.ts';
import { toVersion, traceConversion } from '../../webhook/conversion.ts';
import {
  type PolicyHook,
  type PolicyObject,
  bindingMatches,
  celAuthorizerFor,
  collectParams,
  definitionMatches,
  failurePolicyOf,
  dispatchedPolicyHooks,
  namespaceObjectName,
  paramKindOf,
  paramRefOf,
  policyHooks,
  staticLabel,
} from '../generic/index.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  AuditAnnotationCollector,
  publishValidationFailures,
  validationFailureKey,
} from './auditAnnotations.ts';
import type { BindingInvocation } from './invocation.ts';
import { compileValidatingPolicy, type CompiledPolicy } from './compilePolicy.ts';
import { type Denial, denialMessage, denialStatus } from './denial.ts';
import { invokeBinding } from './invocation.ts';

const plugin = 'ValidatingAdmissionPolicy';
const kinds = { policy: 'ValidatingAdmissionPolicy', binding: 'ValidatingAdmissionPolicyBinding' };

/** Runs the policies; returns the status that refuses the request, if any. */
export function dispatchValidatingPolicies(
  ctx: ChainContext,
  attr: Attributes,
  namespace: (name: string) => ClusterNamespace | undefined,
  staticHooks: readonly PolicyHook[] = [],
): Status | undefined {
  const objects = ctx.scenario.cluster.objects;
  const { hooks, apiExempt } = dispatchedPolicyHooks(
    policyHooks(objects, kinds, ctx.match.mapper),
    staticHooks,
    attr,
  );
  if (apiExempt)
    ctx.trace.push({
      phase: 'validating',
      plugin,
      outcome: 'skipped',
      reason:
        hooks.length === 0
          ? `${attr.kind.kind} requests are never evaluated by admission policies`
          : `${attr.kind.kind} requests are evaluated only by the static admission policies`,
    });
  if (hooks.length === 0) return undefined;
  const denied: Denial[] = [];
  // 1.37 gathers every Audit failure of the request into one annotation (kubernetes#140001).
  const validationFailures: BindingInvocation['validationFailures'] = atLeast(
    ctx.scenario.kubernetesVersion,
    '1.37',
  )
    ? []
    : undefined;
  let authorizer: CelValue | undefined;
  const authorizerFor = (): CelValue => (authorizer ??= celAuthorizerFor(attr, objects));

  for (const hook of hooks) {
    const { policy } = hook;
    const configError = (error: string, entry: TraceEntry, binding?: PolicyObject): void => {
      addConfigError(denied, hook, error, entry, binding);
    };
    const def = definitionMatches(policy, attr, ctx.match);
    const policyEntry: TraceEntry = {
      phase: 'validating',
      plugin,
      policy: policy.name,
      ...staticLabel(hook),
      outcome: 'skipped',
      reason: '',
      checks: def.checks,
    };
    if (!def.matches) {
      ctx.trace.push(policyEntry);
      if (def.error !== undefined) configError(def.error, policyEntry);
      else policyEntry.reason = 'the policy does not match the request';
      continue;
    }
    if (hook.configurationError !== undefined) {
      ctx.trace.push(policyEntry);
      configError(hook.configurationError, policyEntry);
      continue;
    }
    const compiled: CompiledPolicy = compileValidatingPolicy(
      policy,
      ctx.scenario.kubernetesVersion,
    );
    const collector = new AuditAnnotationCollector();
    let lastEntry: TraceEntry | undefined;
    for (const binding of hook.bindings) {
      const bm = bindingMatches(binding, attr, ctx.match);
      const base: TraceEntry = {
        phase: 'validating',
        plugin,
        policy: policy.name,
        ...staticLabel(hook),
        binding: binding.name,
        outcome: 'skipped',
        reason: '',
        checks: [...def.checks, ...bm.checks],
      };
      if (!bm.matches) {
        ctx.trace.push(base);
        if (bm.error !== undefined) configError(bm.error, base, binding);
        else base.reason = 'the binding does not match the request';
        continue;
      }
      const params = collectParams(
        paramKindOf(policy),
        hook.paramSource,
        paramRefOf(binding),
        attr.namespace,
        objects,
      );
      if (!params.ok) {
        ctx.trace.push(base);
        configError(params.error, base, binding);
        continue;
      }
      // The namespace is read (from the lister) even when there are no params; a missing one fails
      // the whole request with its 404.
      const nsName = namespaceObjectName(attr);
      const ns = nsName === '' ? undefined : namespace(nsName);
      if (nsName !== '' && ns === undefined) {
        const status = newNotFound({ group: '', resource: 'namespaces' }, nsName);
        ctx.trace.push({
          ...base,
          outcome: 'error',
          reason: `namespace "${nsName}" cannot be read for namespaceObject`,
          status,
        });
        return status;
      }
      if (params.params.length === 0) {
        ctx.trace.push(base);
        base.reason =
          'no params found (parameterNotFoundAction Allow): the binding is not evaluated';
        continue;
      }
      const invocation = { resource: def.resource, subresource: attr.subresource, kind: def.kind };
      const versioned = {
        object: toVersion(ctx, attr.object, invocation),
        oldObject: toVersion(ctx, attr.oldObject, invocation),
      };
      for (const param of params.params) {
        const entry: TraceEntry = { ...base, checks: [...(base.checks ?? [])] };
        if (param !== null) entry.param = param.label;
        traceConversion(entry, attr, invocation);
        ctx.trace.push(entry);
        lastEntry = entry;
        invokeBinding(ctx, {
          attr,
          policy,
          binding,
          compiled,
          param,
          namespace: ns,
          invocation,
          versioned,
          authorizer: authorizerFor(),
          collector,
          denied,
          entry,
          ...(validationFailures === undefined ? {} : { validationFailures }),
        });
      }
    }
    const published = collector.publish(policy.name, ctx.annotations);
    if (lastEntry !== undefined && Object.keys(published.recorded).length > 0) {
      lastEntry.auditAnnotations = { ...lastEntry.auditAnnotations, ...published.recorded };
    }
    if (lastEntry !== undefined && published.refused.length > 0)
      lastEntry.reason += ` (audit annotations not recorded: ${published.refused.join('; ')})`;
  }

  publishFailures(ctx, validationFailures);
  const first = denied[0];
  if (first === undefined) return undefined;
  noteOrder(ctx, denied);
  const status = denialStatus(attr, first);
  first.entry.status = status;
  if (denied.length > 1) first.entry.reason += ' — the first denial, which the client sees';
  return status;
}

// The aggregated annotation shows on the last step that contributed a failure to it.
function publishFailures(
  ctx: ChainContext,
  failures: BindingInvocation['validationFailures'],
): void {
  const last = failures?.at(-1)?.entry;
  const value = publishValidationFailures(failures?.map((f) => f.failure) ?? [], ctx.annotations);
  if (last !== undefined && value !== undefined)
    last.auditAnnotations = { ...last.auditAnnotations, [validationFailureKey]: value };
  if ((failures?.length ?? 0) > 50 && last !== undefined)
    last.reason += ` (${failures?.length ?? 0} Audit failures: the annotation keeps the first 50)`;
}

// addConfigError: Ignore drops the error; Fail (and unset) denies with `failed to configure ...`;
// any other value denies with `unrecognized failure policy`. validationActions do not apply.
function addConfigError(
  denied: Denial[],
  hook: PolicyHook,
  error: string,
  entry: TraceEntry,
  binding?: PolicyObject,
): void {
  const failurePolicy = failurePolicyOf(hook.policy);
  const message =
    binding === undefined
      ? `failed to configure policy: ${error}`
      : `failed to configure binding: ${error}`;
  if (failurePolicy === 'Ignore') {
    entry.outcome = 'failed-open';
    entry.reason = `${message} (failurePolicy Ignore: the request continues)`;
    return;
  }
  const text =
    failurePolicy === 'Fail' ? message : `unrecognized failure policy: '${failurePolicy}'`;
  const d: Denial = { policy: hook.policy.name, message: text, entry };
  if (binding !== undefined) d.binding = binding.name;
  denied.push(d);
  entry.outcome = 'error';
  entry.reason = denialMessage(d);
}

// Upstream iterates policies in Go map order and bindings in informer order: with denials from
// several of them, which one the client sees varies; the playground picks the first by name.
function noteOrder(ctx: ChainContext, denied: Denial[]): void {
  const policies = new Set(denied.map((d) => d.policy));
  const bindings = new Set(denied.map((d) => `${d.policy}/${d.binding ?? ''}`));
  if (policies.size > 1) {
    noteNotSimulated(
      ctx,
      'ValidatingAdmissionPolicy order',
      `${policies.size} policies denied the request; kube-apiserver visits policies in Go map order, so which denial the client sees (and which validation_failure audit annotation is kept) varies from request to request. The playground goes by policy name`,
    );
  } else if (bindings.size > 1) {
    noteNotSimulated(
      ctx,
      'ValidatingAdmissionPolicy order',
      `${bindings.size} bindings of policy '${[...policies][0] ?? ''}' denied the request; kube-apiserver visits bindings in informer order, so which denial the client sees varies. The playground goes by binding name`,
    );
  }
}
