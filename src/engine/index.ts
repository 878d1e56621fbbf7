// The engine's façade: the only module app/ and cli/ import. Scenario text in, admission result out.
//
// Layers, bottom to top. A folder imports only from rows below its own; folders sharing a row are
// peers and never import each other (layers.test.ts enforces both, and reads this table).
//
// | row | folder        | mirrors                                                     | holds
// |   0 | errors.ts     | (the playground's own)                                      | EngineError, Result: what is wrong with a scenario
// |   1 | modules       | (the playground's own)                                      | the engine's groups loaded on demand: live bindings that fail loudly until installed
// |   1 | apimachinery  | k8s.io/apimachinery; Go encoding/json, net/url              | JSON and Go value helpers, metav1.Status and its errors, field errors, names, label selectors, quantities
// |   2 | scenario      | (spec/scenario-format.md)                                   | scenario text → typed scenario with source spans
// |   3 | share         | (the playground's share links)                              | a scenario ↔ a link
// |   3 | restmapping   | k8s.io/apimachinery pkg/api/meta; apiextensions             | resources, kinds, scopes, equivalents, custom resources
// |   3 | jsonpatch     | gopkg.in/evanphx/json-patch.v4                              | RFC 6902 patches as the API server applies them
// |   3 | authz         | k8s.io/apiserver pkg/authorization; plugin/pkg/auth         | the RBAC authorizer over the scenario's roles
// |   3 | conversion    | k8s.io/kubernetes pkg/apis/*/v*/conversion.go               | built-in objects between the versions of one stored resource (matchPolicy Equivalent)
// |   4 | cel           | k8s.io/apiserver pkg/cel                                    | the CEL environment, libraries and cost
// |   5 | apiextensions | k8s.io/apiextensions-apiserver pkg/apiserver/schema, validation; kube-openapi pkg/validation | custom resources against their CRD's structural schema: validation, pruning, defaulting
// |   5 | admission     | k8s.io/apiserver pkg/admission                              | attributes, plugin interfaces, the chain and its reinvocation, plugin configuration, the trace
// |   6 | defaulting    | k8s.io/kubernetes pkg/apis/*/v1 (scheme defaulting)         | decoding into typed objects: defaults, Go field order
// |   6 | served        | k8s.io/kubernetes pkg/controlplane (DefaultAPIResourceConfigSource); k8s.io/apiserver pkg/server/resourceconfig | which versions and resources the server serves; --runtime-config
// |   6 | webhook       | k8s.io/apiserver pkg/admission/plugin/webhook               | the mutating and validating webhook plugins
// |   7 | decoding      | k8s.io/apiserver pkg/endpoints/handlers (create.go, update.go, rest.go); sigs.k8s.io/json | what the handlers refuse before admission: 404, 413, the decoder's 400
// |   7 | registry      | k8s.io/kubernetes pkg/registry                              | the REST strategies between the two admission phases
// |   7 | configuration | k8s.io/apiserver pkg/admission/configuration                | webhook configurations → sorted webhook accessors
// |   7 | policy        | k8s.io/apiserver pkg/admission/plugin/policy                | the ValidatingAdmissionPolicy and MutatingAdmissionPolicy plugins
// |   8 | validation    | k8s.io/kubernetes pkg/apis/*/validation                     | field validation of the kinds (core, apps, batch, ...); webhook configurations and policies
// |   9 | plugins       | k8s.io/kubernetes plugin/pkg/admission                      | the in-process admission plugins
// |   9 | rest          | k8s.io/apiserver pkg/registry/rest                          | field validation between the phases: the strategies' Validate, warnings, the 422
// |  10 | manifest      | k8s.io/apiserver pkg/admission/plugin/manifest, {webhook,policy}/manifest | manifest-based admission: the static webhooks and policies a staticManifestsDir holds
// |  10 | podsecurity   | k8s.io/pod-security-admission                               | the PodSecurity plugin
// |  11 | run           | k8s.io/apiserver pkg/endpoints/handlers                     | replays a request: decode, both phases, storage steps; the result and its rendering
// |  12 | review        | (docs: Admission Webhook Good Practices; Dynamic Admission Control) | the good practices as checks over a scenario's configurations and policies
// |  13 | groups        | (the playground's own)                                      | which groups a scenario needs (a cheap scan), loading them, or all at once (Node)
// |  12 | testing       | (test builders)                                             | builders the unit tests share
// |  14 | index.ts      | (this façade)                                               | the engine's exports

// Node runs every scenario synchronously, so it installs every group at once; the browser's build
// swaps this import for nothing (vite.config.ts) and loads the groups per scenario.
import './groups/eager.ts';

export type { EngineError, Result, SourceSpan } from './errors.ts';
export { describeEngineError } from './errors.ts';
export type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  JsonValue,
  Operation,
  UserInfo,
} from './apimachinery/types.ts';
export type { Scenario, ScenarioExpectation, StepNote } from './scenario/types.ts';
export type { KubernetesVersion } from './apimachinery/types.ts';
/** The modelled Kubernetes versions (oldest first), the version of a scenario that names none, and the newest. */
export {
  DEFAULT_KUBERNETES_VERSION,
  KUBERNETES_VERSIONS,
  NEWEST_KUBERNETES_VERSION,
} from './apimachinery/version.ts';
export type { AdmissionResult } from './run/result.ts';
export type {
  CelEvaluation,
  MatchCheck,
  NotSimulated,
  TraceEntry,
  TraceOutcome,
} from './admission/trace.ts';
export type { Status } from './apimachinery/status.ts';
export type { ParsedScenario, SpanIndex } from './scenario/parse.ts';
export { locateError, MAX_SCENARIO_CHARS, parseScenario } from './scenario/parse.ts';
export type { RunEnvironment } from './admission/environment.ts';
export { deterministicEnvironment } from './admission/environment.ts';
export { runScenario } from './run/runScenario.ts';
export { unansweredWebhookKeys } from './run/webhookAnswers.ts';
export type { UnknownRuleResource } from './run/ruleResources.ts';
export { unknownRuleResources } from './run/ruleResources.ts';
export type { ScenarioServers } from './run/runScenarioAsync.ts';
export { runScenarioAsync } from './run/runScenarioAsync.ts';
export type { GroupName } from './modules/lazyGroup.ts';
/** Names the engine's groups a scenario needs, and loads them: the browser's worker awaits this before it runs a scenario. */
export { groupsFor } from './groups/scan.ts';
export { loadAllGroups, loadGroupsFor } from './groups/load.ts';
export type {
  ExternalAnswer,
  ExternalCall,
  HttpOutcome,
  LiveCall,
  ScriptCall,
  ScriptOutcome,
} from './webhook/external/calls.ts';
export { SCRIPT_WALL_CLOCK_CAP_MS } from './webhook/external/calls.ts';
/** How the API server reads a real webhook's HTTP answer (the CLI's --record compares wordings with it). */
export { fromHttp } from './webhook/external/fromHttp.ts';
export type { RuntimeOptions, RuntimeStep } from './webhook/script/runtime.ts';
/** Loads the script runtime's source (what both sandboxes evaluate before a script): a chunk of its own. */
export const loadScriptRuntime = (): Promise<ScriptRuntime> =>
  import('./webhook/script/runtime.ts');
/** The script runtime's source and the globals it takes away. */
export type ScriptRuntime = Pick<
  typeof import('./webhook/script/runtime.ts'),
  'RUNTIME_SOURCE' | 'REMOVED_GLOBALS' | 'REPLACED_GLOBALS'
>;
export type { ScriptContext } from './webhook/script/sandboxCall.ts';
export { outcomeOfStep, runtimeOptions, scriptContext } from './webhook/script/sandboxCall.ts';
export type { HttpTrace, RequestSummary, ScriptTrace } from './admission/trace.ts';
export type {
  NestedRequest,
  RawAnswer,
  RequestRefusal,
  TraceFieldError,
} from './admission/traceSteps.ts';
export { renderKubectl, renderTrace } from './run/render.ts';
export type { VersionAnswer, VersionRow } from './run/compareVersions.ts';
export { compareAnswers, verdictOf } from './run/compareVersions.ts';
export type { ExpectationFailure } from './run/expectation.ts';
export { checkExpectation } from './run/expectation.ts';
export type { ShareLinkError, SharedScenario } from './share/link.ts';
/** Loads the share-link codec (encodeShareLink, decodeShareLink) on demand: a chunk of its own, so the
 * browser fetches deflate and its dictionary only when a link is made or opened. */
export const loadShareCodec = (): Promise<ShareCodec> => import('./share/link.ts');
/** The share-link codec's two functions. */
export type ShareCodec = Pick<
  typeof import('./share/link.ts'),
  'encodeShareLink' | 'decodeShareLink'
>;
export type { CelCompileResult, CelEnvironmentOptions, CelVariableName } from './cel/index.ts';
/** Loads the CEL compiler on demand (the editors' markers and completion): a chunk of its own, so
 * the first page load does not carry the CEL libraries. */
export const loadCel = (): Promise<CelModule> => import('./cel/index.ts');
/** The CEL module's compilers (expressions, a policy's variables in order) and version helper. */
export type CelModule = Pick<
  typeof import('./cel/index.ts'),
  'compileCel' | 'compileCompositedVariables' | 'minorOf'
>;
/** Loads the script compiler on demand (the editors' script markers): a chunk of its own, with acorn. */
export const loadScriptCompiler = (): Promise<ScriptCompilerModule> =>
  import('./webhook/script/compileScript.ts');
/** The script compiler's module. */
export type ScriptCompilerModule = Pick<
  typeof import('./webhook/script/compileScript.ts'),
  'compileScript'
>;
export type { CompiledScript } from './webhook/script/compileScript.ts';
export type { PluginName } from './admission/plugins.ts';
export type { ReviewInput, ScenarioReview } from './review/reviewScenario.ts';
/** Reviews a scenario's configurations and policies (the review group: installed in Node, loaded by loadReview in the browser). */
export { reviewScenario, reviewScenarioAsync } from './review/lazy.ts';
/** Loads the good-practice review's group: the browser's engine worker does after a scenario's verdict. */
export { loadReview } from './groups/load.ts';
export type {
  FieldChange,
  Finding,
  Guidance,
  IdempotencyDiff,
  Severity,
} from './review/finding.ts';
export type { Check, CheckId } from './review/checks.ts';
export { allOrderedPlugins, enabledPlugins } from './admission/plugins.ts';
