// Package run mirrors the API server's request handling around admission (k8s.io/apiserver
// pkg/endpoints/handlers): decode, both admission phases, the storage steps, and the result with its rendering.
//
// Replays the scenario's request: set up the cluster (refusing invalid configurations as the API
// server would on create), mutating admission, the storage steps between the two phases, validating
// admission, and the answer.

import { InternalError, type EngineError, type Result } from '../errors.ts';
import { builtinRestMapper, withCustomResourceDefinitions } from '../restmapping/restMapper.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { orderedWebhooks, webhookConfigurations } from '../configuration/webhookManager.ts';
import { validateWebhookConfiguration } from '../validation/webhookConfiguration.ts';
import {
  createMutatingAdmissionPolicyObject,
  createValidatingAdmissionPolicyObject,
} from '../validation/policyObjectsLazy.ts';
import { isPolicyObject } from '../policy/policyObjects.ts';
import { newAnnotationRecorder } from '../admission/auditAnnotations.ts';
import type { Attributes } from '../admission/attributes.ts';
import { buildAttributes } from './buildAttributes.ts';
import { admit, validate } from '../admission/chain.ts';
import { newFromPlugins } from './newFromPlugins.ts';
import { clusterNamespaces, namespaceEntry, objectsOfKind } from '../admission/cluster.ts';
import { metaString } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import { versionNotes } from '../admission/versionNotes.ts';
import { staticNamedObjectNotes } from './staticNamedObjects.ts';
import { deterministicEnvironment, type RunEnvironment } from '../admission/environment.ts';
import { CelCompileError, NotSupported, UnsupportedExpression } from '../webhook/notSupported.ts';
import { enabledPlugins, isKnownPlugin, pluginExistsIn } from '../admission/plugins.ts';
import type { AdmissionResult } from './result.ts';
import type { Status } from '../apimachinery/status.ts';
import { prepareForStorage } from './storage.ts';
import { readBack } from './readBack.ts';
import { loopbackClient, NestedRunFailed } from './loopback.ts';
import { labelsShareTemplate } from '../registry/jobLabels.ts';
import { coerceCustomResource } from './customResourceDecode.ts';
import { customResourceDefinitionErrors } from './customResourceDefinitions.ts';
import { typedObjects } from './typedObjects.ts';
import { decodeRequest } from './decodeRequest.ts';
import { builtinDecodeError } from '../decoding/decodeBody.ts';
import { readAdmissionConfiguration } from '../admission/admissionConfiguration.ts';
import { loadStaticSources } from '../manifest/lazy.ts';
import { needsStaticSources, NOTHING_STATIC } from '../manifest/needed.ts';
import { clusterView } from '../plugins/cluster.ts';
import { removedPlugins, unknownPluginError } from '../plugins/removedPlugins.ts';
import { newWarningRecorder } from '../admission/warnings.ts';
import { newAlreadyExists } from '../apimachinery/statusErrors.ts';
import { apiserverAuthorizer } from '../authz/index.ts';
import { newCelAuthorizer } from '../cel/lazy.ts';
import {
  readMinCompatibilityVersion,
  withMinCompatibilityVersion,
} from '../cel/compatibilityVersion.ts';
import { webhookConditionActivation } from '../webhook/generic/conditionActivation.ts';
import {
  evaluateMatchConditions,
  readMatchConditions,
} from '../webhook/generic/matchConditions.ts';
import type { MatchConditionsEvaluator } from '../webhook/generic/shouldCallHook.ts';
import type { ExternalCall, ExternalServers } from '../webhook/external/calls.ts';
import { noOutsideServers } from '../webhook/external/outsideCall.ts';
import { behaviourFor } from '../webhook/simulated/server.ts';
import { PendingCall } from '../webhook/external/pending.ts';
import { clusterObjectRefusal, type Refusal, requestRefusal } from '../decoding/refusals.ts';
import { scenarioServing } from '../served/servingFlags.ts';
import { deprecationWarning } from '../served/deprecation.ts';

/** How far one run got: to the answer, or to an outside call whose answer is not known yet. */
export type ScenarioStep =
  | { kind: 'done'; result: Result<AdmissionResult, EngineError[]> }
  | { kind: 'pending'; call: ExternalCall };

/**
 * Replays the scenario's request through the admission chain; errors mean the scenario itself is
 * wrong. A `script` webhook cannot run here (its sandbox is the host's): use runScenarioAsync.
 */
export function runScenario(
  scenario: Scenario,
  env: RunEnvironment = deterministicEnvironment(),
): Result<AdmissionResult, EngineError[]> {
  const step = stepScenario(scenario, env, noOutsideServers);
  // Without outside servers a script webhook is `not-supported` and nothing is live: no call is left pending.
  if (step.kind === 'pending')
    throw new InternalError(`webhook "${step.call.webhook}" left pending without outside servers`);
  return step.result;
}

/** Runs the chain with the outside answers known so far; stops at the first outside call without one. */
export function stepScenario(
  scenario: Scenario,
  env: RunEnvironment,
  external: ExternalServers,
): ScenarioStep {
  const compatibility = celCompatibility(scenario);
  if ('error' in compatibility)
    return { kind: 'done', result: { ok: false, error: [compatibility.error] } };
  try {
    const result = withMinCompatibilityVersion(compatibility.minor, () =>
      runChain(scenario, env, external),
    );
    return { kind: 'done', result };
  } catch (e) {
    if (e instanceof PendingCall) return { kind: 'pending', call: e.call };
    throw e;
  }
}

// cluster.minCompatibilityVersion as kube-apiserver's --min-compatibility-version: the CEL
// compatibility version every new expression of the run is checked against, or the error the
// server refuses to start with.
function celCompatibility(scenario: Scenario): { minor?: number } | { error: EngineError } {
  const value = scenario.cluster.minCompatibilityVersion;
  if (value === undefined) return {};
  const read = readMinCompatibilityVersion(value, scenario.kubernetesVersion);
  if ('error' in read)
    return {
      error: {
        kind: 'invalid-value',
        pointer: '/cluster/minCompatibilityVersion',
        expected: `a version kube-apiserver ${scenario.kubernetesVersion} takes for --min-compatibility-version: it refuses to start with "${read.error}"`,
      },
    };
  return { minor: Number(read.minor) };
}

// `callCounts` is the outer request's when this run is a nested request (run/loopback.ts).
function runChain(
  scenario: Scenario,
  env: RunEnvironment,
  external: ExternalServers,
  callCounts = new Map<string, number>(),
): Result<AdmissionResult, EngineError[]> {
  const crds = scenario.cluster.objects.filter(
    (o) => o.object['kind'] === 'CustomResourceDefinition',
  );
  const { mapper, errors: crdErrors } = withCustomResourceDefinitions(
    builtinRestMapper(scenario.kubernetesVersion),
    crds,
  );
  if (crdErrors.length > 0) {
    return {
      ok: false,
      error: crdErrors.map((e) => ({
        kind: 'invalid-value',
        pointer: e.pointer,
        expected: e.message,
      })),
    };
  }
  const invalidCrds = customResourceDefinitionErrors(crds, scenario.kubernetesVersion);
  if (invalidCrds.length > 0) return { ok: false, error: invalidCrds };
  const unknownPlugins = unknownPluginErrors(scenario);
  if (unknownPlugins.length > 0) return { ok: false, error: unknownPlugins };
  const admissionConfiguration = readAdmissionConfiguration(
    scenario.cluster.admissionConfiguration,
  );
  if (admissionConfiguration.errors.length > 0)
    return { ok: false, error: admissionConfiguration.errors };
  const enabled = enabledPlugins(scenario.cluster.admissionPlugins, scenario.kubernetesVersion);
  // Manifest-based admission: loaded at startup, so a refused manifest is the scenario's error.
  const statics = needsStaticSources(scenario)
    ? loadStaticSources(scenario, admissionConfiguration.plugins, enabled)
    : NOTHING_STATIC;
  if ('errors' in statics) return { ok: false, error: statics.errors };
  const namespaces = clusterNamespaces(scenario.cluster.objects);
  const clusterObjects = scenario.cluster.objects.map((o) => o.object);
  const typed = typedObjects(
    scenario.cluster.defaulting,
    scenario.kubernetesVersion,
    scenario.cluster.featureGates,
  );
  const ctx: ChainContext = {
    scenario,
    env,
    // A decode of the object the chain carries on (after a patch) starts the Job label sharing afresh.
    decode: (object, attr, options) => {
      ctx.labelsShareTemplate = labelsShareTemplate(object, attr.kind, scenario.cluster.defaulting);
      // A custom resource decodes through its CRD's schema: pruned and defaulted.
      const decoded = attr.builtin
        ? object
        : coerceCustomResource(clusterObjects, attr.kind, object);
      return typed.decode(decoded, attr, options);
    },
    encode: typed.encode,
    typedDecodeError: (object, kind) =>
      builtinDecodeError(object, kind, scenario.kubernetesVersion),
    match: { namespaces: (name) => namespaces.get(name)?.labels, mapper },
    nowMs: 0,
    warnings: newWarningRecorder(),
    annotations: newAnnotationRecorder(),
    calls: [],
    callCounts,
    trace: [],
    notSimulated: [...statics.notes],
  };
  const authorizer = apiserverAuthorizer(scenario.cluster.objects.map((o) => o.object));
  ctx.authorizerFor = (attr) =>
    newCelAuthorizer(authorizer, attr.userInfo, {
      group: attr.resource.group,
      version: attr.resource.version,
      resource: attr.resource.resource,
      subresource: attr.subresource,
      namespace: attr.namespace,
      name: attr.name,
    });
  const matchConditions: MatchConditionsEvaluator = (hook, attr, invocation) =>
    evaluateMatchConditions(
      readMatchConditions(hook.matchConditions, hook.pointer),
      hook.failurePolicy,
      scenario.kubernetesVersion,
      webhookConditionActivation(ctx, attr, invocation),
    );
  const serving = scenarioServing(scenario);
  ctx.notSimulated.push(...serving.assumed);
  const refusedObject = clusterObjectRefusal(scenario, mapper, serving.flags);
  if (refusedObject !== undefined) return { ok: true, value: refused(ctx, refusedObject, true) };
  const refusedRequest = requestRefusal(scenario, mapper, serving.flags);
  if (refusedRequest !== undefined) return { ok: true, value: refused(ctx, refusedRequest, false) };
  const configurations = webhookConfigurations(scenario.cluster.objects);
  const setup = setupError(scenario, configurations);
  if (setup !== undefined) {
    ctx.trace.push({
      phase: 'setup',
      plugin: 'storage',
      outcome: 'error',
      reason: `creating the cluster objects failed: ${setup.message}`,
      status: setup,
    });
    return { ok: true, value: result(ctx, false, undefined, setup, true) };
  }
  const built = buildAttributes(scenario, mapper);
  if (!built.ok) return { ok: false, error: [built.error] };
  const attr = built.value;
  // The handler of a deprecated API version warns before admission runs (endpoints/deprecation).
  const deprecated = deprecationWarning(attr.kind, scenario.kubernetesVersion);
  if (deprecated !== undefined) ctx.warnings.add(deprecated);
  const plugins = newFromPlugins({
    plugins: enabled,
    mutatingWebhooks: {
      hooks: orderedWebhooks(configurations, true),
      staticHooks: statics.sources.mutatingWebhooks,
      matchConditions,
      external,
    },
    validatingWebhooks: {
      hooks: orderedWebhooks(configurations, false),
      staticHooks: statics.sources.validatingWebhooks,
      matchConditions,
      external,
    },
    staticPolicies: {
      mutating: statics.sources.mutatingPolicies,
      validating: statics.sources.validatingPolicies,
    },
    namespace: (name) => namespaces.get(name),
    mutatingPolicyGate:
      serving.flags.featureGates['MutatingAdmissionPolicy'] === true ||
      objectsOfKind(scenario.cluster.objects, 'MutatingAdmissionPolicyBinding').length > 0,
    pluginEnv: {
      cluster: clusterView(
        scenario.cluster.objects.map((o) => o.object),
        (name) => namespaces.get(name),
        (created) => {
          if (created['kind'] === 'Namespace')
            namespaces.set(metaString(created, 'name'), namespaceEntry(created));
        },
      ),
      configurations: admissionConfiguration.plugins,
      version: scenario.kubernetesVersion,
      featureGates: scenario.cluster.featureGates,
      authorizer,
      env,
      servers: scenario.webhooks,
      loopback: loopbackClient(
        scenario,
        env,
        () => ctx.nowMs,
        (nested, nestedEnv) => {
          const out = runChain(nested, nestedEnv, external, ctx.callCounts);
          if (out.ok)
            for (const n of out.value.notSimulated)
              noteNotSimulated(ctx, n.feature, n.detail, n.assumed === true);
          return out;
        },
      ),
    },
  });
  try {
    const undecodable = decodeRequest(ctx, attr);
    if (undecodable !== undefined)
      return { ok: true, value: result(ctx, false, undefined, undecodable, false, attr) };
    const early = prepareForStorage(ctx, attr, 'before');
    if (early !== undefined)
      return { ok: true, value: result(ctx, false, undefined, early, false, attr) };
    const mutatingRefusal = admit(ctx, attr, plugins);
    if (mutatingRefusal !== undefined)
      return { ok: true, value: result(ctx, false, undefined, mutatingRefusal, false, attr) };
    const storageRefusal = prepareForStorage(ctx, attr, 'after');
    if (storageRefusal !== undefined)
      return { ok: true, value: result(ctx, false, undefined, storageRefusal, false, attr) };
    // The validating phase runs on a fresh attributes record: new audit annotations, the generated name.
    const validatingAnnotations = newAnnotationRecorder();
    const mutatingAnnotations = ctx.annotations;
    ctx.annotations = validatingAnnotations;
    const validatingRefusal = validate(ctx, attr, plugins);
    ctx.annotations = mergeAnnotations(
      mutatingAnnotations.entries(),
      validatingAnnotations.entries(),
    );
    if (validatingRefusal !== undefined)
      return { ok: true, value: result(ctx, false, undefined, validatingRefusal, false, attr) };
    const persisted = readBack(ctx, attr);
    return { ok: true, value: result(ctx, true, persisted, undefined, false, attr) };
  } catch (e) {
    if (e instanceof NotSupported) {
      const behaviour = behaviourFor(scenario.webhooks, e.hook)?.behaviour;
      return {
        ok: false,
        error: [
          {
            kind: 'not-supported',
            pointer: behaviour?.pointer ?? e.hook.pointer,
            message: `webhook "${e.hook.name}": ${e.message}`,
          },
        ],
      };
    }
    if (e instanceof UnsupportedExpression)
      return {
        ok: false,
        error: [{ kind: 'not-supported', pointer: e.pointer, message: e.message }],
      };
    if (e instanceof CelCompileError)
      return {
        ok: false,
        error: [{ kind: 'cel-compile', pointer: e.pointer, message: e.message }],
      };
    if (e instanceof NestedRunFailed) return { ok: false, error: e.errors };
    throw e;
  }
}

// kube-apiserver refuses to start with a plugin name it does not know
// (server/options/admission.go Validate): the scenario cannot run, and the error says so in its words.
function unknownPluginErrors(scenario: Scenario): EngineError[] {
  const { enable, disable } = scenario.cluster.admissionPlugins;
  return (['enable', 'disable'] as const).flatMap((list) =>
    (list === 'enable' ? enable : disable).flatMap((name, i): EngineError[] => {
      if (isKnownPlugin(name) && pluginExistsIn(name, scenario.kubernetesVersion)) return [];
      const removed = removedPlugins[name];
      const why =
        removed !== undefined ? ` (${name} was removed in Kubernetes ${removed.removedIn})` : '';
      return [
        {
          kind: 'invalid-value',
          pointer: `/cluster/admissionPlugins/${list}/${i}`,
          expected: `an admission plugin kube-apiserver ${scenario.kubernetesVersion} knows: it refuses to start with "${unknownPluginError(list, name)}"${why}`,
        },
      ];
    }),
  );
}

// The audit event keeps the first value of a key (audit.AddAuditAnnotations never overwrites).
function mergeAnnotations(
  first: Record<string, string>,
  second: Record<string, string>,
): ChainContext['annotations'] {
  const merged = { ...first };
  for (const [k, v] of Object.entries(second)) if (!(k in merged)) merged[k] = v;
  return { add: () => undefined, entries: () => merged };
}

// Creating the scenario's configurations and policies, in order: the first refusal is what kubectl would print.
function setupError(
  scenario: Scenario,
  configurations: ReturnType<typeof webhookConfigurations>,
): Status | undefined {
  const seen = new Set<string>();
  const configs = new Map(configurations.map((c) => [c.pointer, c]));
  for (const { object, pointer } of scenario.cluster.objects) {
    const config = configs.get(pointer);
    if (config === undefined) {
      // Only a policy or a binding is validated here (its group is loaded only then).
      if (!isPolicyObject(object)) continue;
      const status =
        createValidatingAdmissionPolicyObject(object, scenario.kubernetesVersion, seen) ??
        createMutatingAdmissionPolicyObject(object, scenario.kubernetesVersion, seen);
      if (status !== undefined) return status;
      continue;
    }
    const status = validateWebhookConfiguration(config.object, scenario.kubernetesVersion);
    if (status !== undefined) return status;
    const key = `${config.mutating}/${config.name}`;
    if (seen.has(key)) {
      const resource = config.mutating
        ? 'mutatingwebhookconfigurations'
        : 'validatingwebhookconfigurations';
      return newAlreadyExists({ group: 'admissionregistration.k8s.io', resource }, config.name);
    }
    seen.add(key);
  }
  return undefined;
}

// Refused before admission: a cluster object the server would not have created, or a request it cannot route.
function refused(ctx: ChainContext, r: Refusal, setup: boolean): AdmissionResult {
  ctx.trace.push({
    phase: setup ? 'setup' : 'decode',
    plugin: 'decode',
    outcome: setup ? 'error' : 'denied',
    reason: r.reason,
    status: r.status,
    pointer: r.pointer,
    refusal: r.refusal,
  });
  const out = result(ctx, false, undefined, r.status, setup);
  if (r.kubectl !== undefined) out.kubectl = r.kubectl;
  if (r.answer !== undefined) out.answer = r.answer;
  return out;
}

function result(
  ctx: ChainContext,
  allowed: boolean,
  object: JsonObject | undefined,
  status: Status | undefined,
  setupError = false,
  attr?: Attributes,
): AdmissionResult {
  const r: AdmissionResult = {
    ...(attr
      ? {
          request: {
            operation: attr.operation,
            kind: attr.kind,
            resource: attr.resource,
            subResource: attr.subresource,
            namespace: attr.namespace,
            name: attr.name,
            dryRun: attr.dryRun,
          },
        }
      : {}),
    allowed,
    warnings: ctx.warnings.texts(),
    auditAnnotations: ctx.annotations.entries(),
    calls: [...ctx.calls],
    trace: ctx.trace,
    notSimulated: [
      ...ctx.notSimulated,
      // A nested request's notes arrived through noteNotSimulated already.
      ...[
        ...versionNotes(ctx.scenario.kubernetesVersion, ctx.trace),
        ...staticNamedObjectNotes(ctx.scenario),
      ].filter(
        (n) => !ctx.notSimulated.some((m) => m.feature === n.feature && m.detail === n.detail),
      ),
    ],
    durationMs: ctx.nowMs,
  };
  if (status !== undefined) r.status = status;
  if (object !== undefined) r.object = object;
  if (setupError) r.setupError = true;
  return r;
}
