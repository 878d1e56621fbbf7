// The engine's façade: the only module app/ and cli/ import. Scenario text in, admission result out.

export type { EngineError, Result, SourceSpan } from './errors.ts';
export { describeEngineError } from './errors.ts';
export type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  JsonValue,
  Operation,
  Scenario,
  ScenarioExpectation,
  UserInfo,
} from './scenario/types.ts';
export type {
  AdmissionResult,
  CelEvaluation,
  MatchCheck,
  NotSimulated,
  Status,
  TraceEntry,
  TraceOutcome,
} from './admission/result.ts';
export type { ParsedScenario, SpanIndex } from './scenario/parse.ts';
export { locateError, parseScenario } from './scenario/parse.ts';
export type { RunEnvironment } from './admission/environment.ts';
export { deterministicEnvironment } from './admission/environment.ts';
export { runScenario } from './run/runScenario.ts';
export { unansweredWebhookKeys } from './run/webhookAnswers.ts';
export type { ScenarioServers } from './run/runScenarioAsync.ts';
export { runScenarioAsync } from './run/runScenarioAsync.ts';
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
export const loadScriptRuntime = (): Promise<ScriptRuntime> => import('./webhook/script/runtime.ts');
/** The script runtime's source and the globals it takes away. */
export type ScriptRuntime = Pick<typeof import('./webhook/script/runtime.ts'), 'RUNTIME_SOURCE' | 'REMOVED_GLOBALS' | 'REPLACED_GLOBALS'>;
export type { ScriptContext } from './webhook/script/sandboxCall.ts';
export { outcomeOfStep, runtimeOptions, scriptContext } from './webhook/script/sandboxCall.ts';
export type { HttpTrace, ScriptTrace } from './admission/result.ts';
export { renderKubectl, renderTrace } from './run/render.ts';
export type { ExpectationFailure } from './run/expectation.ts';
export { checkExpectation } from './run/expectation.ts';
export type { ShareLinkError, SharedScenario } from './share/link.ts';
/** Loads the share-link codec (encodeShareLink, decodeShareLink) on demand: a chunk of its own, so the
 * browser fetches deflate and its dictionary only when a link is made or opened. */
export const loadShareCodec = (): Promise<ShareCodec> => import('./share/link.ts');
/** The share-link codec's two functions. */
export type ShareCodec = Pick<typeof import('./share/link.ts'), 'encodeShareLink' | 'decodeShareLink'>;
export type { CelCompileResult, CelEnvironmentOptions, CelVariableName } from './cel/index.ts';
/** Loads the CEL compiler on demand (the editors' markers and completion): a chunk of its own, so
 * the first page load does not carry the CEL libraries. */
export const loadCel = (): Promise<CelModule> => import('./cel/index.ts');
/** The CEL module's compiler and version helper. */
export type CelModule = Pick<typeof import('./cel/index.ts'), 'compileCel' | 'minorOf'>;
/** Loads the script compiler on demand (the editors' script markers): a chunk of its own, with acorn. */
export const loadScriptCompiler = (): Promise<ScriptCompilerModule> => import('./webhook/script/compileScript.ts');
/** The script compiler's module. */
export type ScriptCompilerModule = Pick<typeof import('./webhook/script/compileScript.ts'), 'compileScript'>;
export type { CompiledScript } from './webhook/script/compileScript.ts';
export type { PluginName } from './admission/plugins.ts';
export { allOrderedPlugins, enabledPlugins } from './admission/plugins.ts';
