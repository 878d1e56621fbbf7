// Runs the MutatingAdmissionPolicies: the generic policy dispatcher picks the (policy, binding,
// param) invocations that match, then each runs its matchConditions, the reinvocation gate and its
// mutations in order on the object; errors go by failurePolicy and the first one refuses the request
// (k8s.io/apiserver pkg/admission/plugin/policy/generic/policy_dispatcher.go Dispatch,
// pkg/admission/plugin/policy/mutating/dispatcher.go dispatchInvocations).

import type { Attributes } from '../../admission/attributes.ts';
import type { ClusterNamespace } from '../../admission/cluster.ts';
import { noteNotSimulated, type ChainContext } from '../../admission/context.ts';
import type { ReinvocationContext } from '../../admission/reinvocation.ts';
import type { CelEvaluation, TraceEntry } from '../../admission/trace.ts';
import type { Status } from '../../apimachinery/status.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { CelValue } from '../../cel/index.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import {
  decodeVersioned,
  fromVersion,
  toVersion,
  traceConversion,
} from '../../webhook/conversion.ts';
import { newNotFound } from '../../apimachinery/statusErrors.ts';
import {
  type PolicyHook,
  type PolicyObject,
  bindingMatches,
  buildActivation,
  celAuthorizerFor,
  collectParams,
  createAdmissionRequest,
  createNamespaceObject,
  definitionMatches,
  evaluateMatchConditions,
  failurePolicyOf,
  dispatchedPolicyHooks,
  namespaceObjectName,
  paramKindOf,
  paramRefOf,
  policyHooks,
  staticLabel,
  withVariables,
  type Param,
} from '../generic/index.ts';
import { compileMutatingPolicy, type CompiledMutatingPolicy } from './compilePolicy.ts';
import { type PolicyError, policyErrorsStatus } from './policyError.ts';
import { runApplyConfiguration, runJsonPatch, type MutationOutcome } from './patchers.ts';
import {
  invocationKey,
  isOutputChangedSinceLastPolicyInvocation,
  policyReinvokeContext,
  requireReinvokingPreviouslyInvoked,
} from './reinvocationContext.ts';
import { schemaFor, serviceUnavailable } from './typeConverter.ts';

const plugin = 'MutatingAdmissionPolicy';
const kinds = { policy: 'MutatingAdmissionPolicy', binding: 'MutatingAdmissionPolicyBinding' };

interface Invocation {
  hook: PolicyHook;
  binding: PolicyObject;
  param: Param | null;
  resource: Attributes['resource'];
  kind: Attributes['kind'];
  entry: TraceEntry;
}

/** Runs one pass of the policies over attr (mutating attr.object); returns the status that stops the request, if any. */
export function dispatchMutatingPolicies(
  ctx: ChainContext,
  attr: Attributes,
  namespace: (name: string) => ClusterNamespace | undefined,
  reinvocation: ReinvocationContext,
  staticHooks: readonly PolicyHook[] = [],
): Status | undefined {
  const round = reinvocation.isReinvoke ? 1 : 0;
  const objects = ctx.scenario.cluster.objects;
  const errors: PolicyError[] = [];
  const invocations: Invocation[] = [];
  const { hooks } = dispatchedPolicyHooks(
    policyHooks(objects, kinds, ctx.match.mapper),
    staticHooks,
    attr,
  );
  for (const hook of hooks) {
    collectInvocations(ctx, attr, hook, round, errors, invocations);
  }
  if (invocations.length > 0) {
    const status = dispatchInvocations(ctx, attr, namespace, reinvocation, invocations, errors);
    if (status !== undefined) return status;
  }
  return policyErrorsStatus(attr, errors);
}

// The generic dispatcher's loop: definition, configuration error, bindings, params.
function collectInvocations(
  ctx: ChainContext,
  attr: Attributes,
  hook: PolicyHook,
  round: number,
  errors: PolicyError[],
  out: Invocation[],
): void {
  const { policy } = hook;
  const base = {
    phase: 'mutating' as const,
    plugin,
    policy: policy.name,
    ...staticLabel(hook),
    round,
  };
  const def = definitionMatches(policy, attr, ctx.match);
  const policyEntry: TraceEntry = { ...base, outcome: 'skipped', reason: '', checks: def.checks };
  if (!def.matches || hook.configurationError !== undefined) {
    ctx.trace.push(policyEntry);
    const error = def.matches ? hook.configurationError : def.error;
    if (error === undefined) policyEntry.reason = 'the policy does not match the request';
    else
      addError(
        errors,
        hook.policy,
        undefined,
        `failed to configure policy: ${error}`,
        '',
        policyEntry,
      );
    return;
  }
  for (const binding of hook.bindings) {
    const bm = bindingMatches(binding, attr, ctx.match);
    const entry: TraceEntry = {
      ...base,
      binding: binding.name,
      outcome: 'skipped',
      reason: '',
      checks: [...def.checks, ...bm.checks],
    };
    if (!bm.matches) {
      ctx.trace.push(entry);
      if (bm.error !== undefined)
        addError(errors, policy, binding, `failed to configure binding: ${bm.error}`, '', entry);
      else entry.reason = 'the binding does not match the request';
      continue;
    }
    const params = collectParams(
      paramKindOf(policy),
      hook.paramSource,
      paramRefOf(binding),
      attr.namespace,
      ctx.scenario.cluster.objects,
    );
    if (!params.ok) {
      ctx.trace.push(entry);
      addError(errors, policy, binding, `failed to configure binding: ${params.error}`, '', entry);
      continue;
    }
    if (params.params.length === 0) {
      ctx.trace.push(entry);
      entry.reason =
        'no params found (parameterNotFoundAction Allow): the binding is not evaluated';
      continue;
    }
    for (const param of params.params) {
      const e: TraceEntry = { ...entry, checks: [...(entry.checks ?? [])] };
      if (param !== null) e.param = param.label;
      out.push({ hook, binding, param, resource: def.resource, kind: def.kind, entry: e });
    }
  }
}

function addError(
  errors: PolicyError[],
  policy: PolicyObject,
  binding: PolicyObject | undefined,
  message: string,
  reason: string,
  entry: TraceEntry,
): void {
  const e: PolicyError = {
    policy: policy.name,
    failurePolicy: failurePolicyOf(policy),
    message,
    reason,
    entry,
  };
  if (binding !== undefined) e.binding = binding.name;
  errors.push(e);
}

// dispatchInvocations: the namespace object, then each invocation in order.
function dispatchInvocations(
  ctx: ChainContext,
  attr: Attributes,
  namespace: (name: string) => ClusterNamespace | undefined,
  reinvocation: ReinvocationContext,
  invocations: Invocation[],
  errors: PolicyError[],
): Status | undefined {
  const state = policyReinvokeContext(reinvocation);
  if (
    reinvocation.isReinvoke &&
    isOutputChangedSinceLastPolicyInvocation(state, attr.object, attr.builtin)
  ) {
    // In-tree plugins (or anything after this plugin in round 0) changed the object: rerun all eligible.
    requireReinvokingPreviouslyInvoked(state);
  }
  try {
    const nsName = namespaceObjectName(attr);
    const ns = nsName === '' ? undefined : namespace(nsName);
    if (nsName !== '' && ns === undefined) {
      const status = newNotFound({ group: '', resource: 'namespaces' }, nsName);
      ctx.trace.push({
        phase: 'mutating',
        plugin,
        round: reinvocation.isReinvoke ? 1 : 0,
        outcome: 'error',
        reason: `namespace "${nsName}" cannot be read for namespaceObject`,
        status,
      });
      return status;
    }
    let authorizer: CelValue | undefined;
    const compiled = new Map<string, CompiledMutatingPolicy>();
    let dirty = false;
    let mutatedPolicies = new Set<string>();
    for (const inv of invocations) {
      ctx.trace.push(inv.entry);
      let policy = compiled.get(inv.hook.policy.name);
      if (policy === undefined) {
        policy = compileMutatingPolicy(inv.hook.policy, ctx.scenario.kubernetesVersion);
        compiled.set(inv.hook.policy.name, policy);
      }
      const run = runInvocation(
        ctx,
        attr,
        inv,
        policy,
        ns?.object,
        (authorizer ??= celAuthorizerFor(attr, ctx.scenario.cluster.objects)),
        reinvocation,
        errors,
      );
      if (run.status !== undefined) return run.status;
      if (run.applied) {
        dirty = true;
        mutatedPolicies = new Set([...mutatedPolicies, inv.hook.policy.name]);
      }
    }
    if (dirty && attr.object !== undefined) {
      // Any applied mutation (even one that changed nothing) leaves the versioned object dirty:
      // everything still pending is scheduled and the chain runs once more.
      requireReinvokingPreviouslyInvoked(state);
      reinvocation.shouldReinvoke = true;
    }
    if (mutatedPolicies.size > 1) {
      noteNotSimulated(
        ctx,
        'MutatingAdmissionPolicy order',
        `${mutatedPolicies.size} policies mutated the object; kube-apiserver visits policies in Go map order, so the order of their mutations varies from request to request. The playground goes by policy name`,
      );
    }
    return undefined;
  } finally {
    state.lastPolicyOutput = attr.object;
  }
}

interface InvocationRun {
  /** A mutation was applied (the versioned attributes became dirty). */
  applied: boolean;
  status?: Status;
}

function runInvocation(
  ctx: ChainContext,
  attr: Attributes,
  inv: Invocation,
  policy: CompiledMutatingPolicy,
  namespaceObject: JsonObject | undefined,
  authorizer: CelValue,
  reinvocation: ReinvocationContext,
  errors: PolicyError[],
): InvocationRun {
  const { entry } = inv;
  const state = policyReinvokeContext(reinvocation);
  const invocation = { resource: inv.resource, subresource: attr.subresource, kind: inv.kind };
  const evaluations: CelEvaluation[] = [];
  entry.evaluations = evaluations;
  const activationFor = (object: JsonObject | undefined, resource: Attributes['resource']) =>
    buildActivation({
      object,
      oldObject: toVersion(ctx, attr.oldObject, invocation),
      request: createAdmissionRequest(attr, resource, inv.kind),
      params: inv.param === null ? null : inv.param.object,
      namespaceObject:
        namespaceObject === undefined ? null : createNamespaceObject(namespaceObject),
      authorizer,
    });
  let versioned = toVersion(ctx, attr.object, invocation);
  traceConversion(entry, attr, invocation);
  if (policy.matchConditions.length > 0) {
    const pass = withVariables(activationFor(versioned, attr.resource), policy.variables);
    const m = evaluateMatchConditions(
      policy.matchConditions,
      pass.activation,
      policy.failurePolicy,
    );
    evaluations.push(...m.evaluations, ...pass.evaluations());
    if (m.error !== undefined) {
      addError(errors, inv.hook.policy, inv.binding, m.error, 'Invalid', entry);
      return { applied: false };
    }
    if (!m.matches) {
      entry.checks?.push({
        check: 'matchConditions',
        passed: false,
        detail:
          m.failedCondition === undefined
            ? 'a matchCondition errored (failurePolicy Ignore)'
            : `matchCondition "${m.failedCondition}" is false`,
      });
      entry.reason = 'matchConditions do not match';
      return { applied: false };
    }
    entry.checks?.push({
      check: 'matchConditions',
      passed: true,
      detail: 'every matchCondition is true',
    });
  }
  const key = invocationKey(inv.hook.policy.name, inv.binding.name, inv.param?.label);
  if (reinvocation.isReinvoke && !state.reinvoke.has(key)) {
    entry.checks?.push({
      check: 'reinvocation',
      passed: false,
      detail:
        policy.reinvocationPolicy === 'IfNeeded'
          ? 'IfNeeded, but nothing changed the object after its run in round 0 (or it did not run in round 0)'
          : `reinvocationPolicy ${policy.reinvocationPolicy}: never run again`,
    });
    entry.reason = 'not scheduled for reinvocation';
    return { applied: false };
  }
  if (reinvocation.isReinvoke)
    entry.checks?.push({
      check: 'reinvocation',
      passed: true,
      detail: 'IfNeeded, and the object changed after its run in round 0',
    });

  const before = versioned;
  if (before !== undefined) entry.objectBefore = before;
  let applied = false;
  const patch: JsonValue[] = [];
  const messages: string[] = [];
  for (const [j, mutation] of policy.mutations.entries()) {
    if (versioned === undefined) continue; // nothing to patch (CONNECT)
    const e = mutation.expression;
    if (e === undefined) continue;
    const schema = schemaFor(inv.kind, ctx.scenario.cluster.objects);
    if (schema === undefined) {
      const status = serviceUnavailable(inv.kind);
      entry.outcome = 'error';
      entry.reason = status.message;
      entry.status = status;
      return { applied, status };
    }
    const pass = withVariables(activationFor(versioned, inv.resource), policy.variables);
    // smd.go converts the live object with typed.AllowDuplicates from 1.35 (kubernetes#135560).
    const allowDuplicates = atLeast(ctx.scenario.kubernetesVersion, '1.35');
    const input = { object: versioned, schema, typed: attr.builtin, allowDuplicates };
    const outcome: MutationOutcome =
      mutation.patchType === 'JSONPatch'
        ? runJsonPatch(e, pass.activation, input)
        : runApplyConfiguration(e, pass.activation, input);
    evaluations.push(...pass.evaluations(), mutationEvaluation(e, j, outcome));
    if (outcome.kind === 'status') {
      entry.outcome = 'error';
      entry.reason = outcome.status.message;
      entry.status = outcome.status;
      return { applied, status: outcome.status };
    }
    if (outcome.kind === 'error') {
      addError(errors, inv.hook.policy, inv.binding, outcome.error, 'Invalid', entry);
      continue;
    }
    // Each mutation's result is decoded into the typed object and defaulted again.
    versioned = decodeVersioned(ctx, outcome.object, attr, invocation);
    attr.object = fromVersion(ctx, versioned, attr);
    patch.push(...outcome.patch);
    if (outcome.note !== undefined) messages.push(`mutations[${j}]: ${outcome.note}`);
    if (outcome.notSimulated !== undefined)
      noteNotSimulated(ctx, 'MutatingAdmissionPolicy ApplyConfiguration', outcome.notSimulated);
    applied = true;
  }
  if (versioned !== undefined && applied) entry.objectAfter = versioned;
  if (applied && entry.conversion !== undefined && attr.object !== undefined)
    entry.conversion.objectBack = attr.object;
  if (patch.length > 0) entry.patch = patch;
  const changed = !semanticDeepEqual(before, versioned, attr.builtin);
  if (changed) {
    // The mutation changed the object: earlier IfNeeded invocations are due again.
    requireReinvokingPreviouslyInvoked(state);
    reinvocation.shouldReinvoke = true;
  }
  if (policy.reinvocationPolicy === 'IfNeeded') state.previouslyInvoked.add(key);
  if (entry.outcome === 'skipped') {
    entry.outcome = versioned === undefined ? 'allowed' : applied ? 'patched' : 'allowed';
    entry.reason =
      versioned === undefined
        ? 'there is no object to mutate'
        : applied
          ? changed
            ? 'patched the object'
            : 'the mutations left the object as it was'
          : 'no mutation applied';
  }
  if (messages.length > 0) entry.reason = `${entry.reason}; ${messages.join('; ')}`;
  return { applied };
}

function mutationEvaluation(
  e: NonNullable<CompiledMutatingPolicy['mutations'][number]['expression']>,
  index: number,
  outcome: MutationOutcome,
): CelEvaluation {
  const ev: CelEvaluation = {
    role: 'mutation',
    index,
    expression: e.expression,
    pointer: e.pointer,
  };
  if (outcome.value !== undefined) ev.value = outcome.value;
  if (outcome.kind === 'error') ev.error = outcome.error;
  else if (outcome.kind === 'status') ev.error = outcome.status.message;
  return ev;
}
