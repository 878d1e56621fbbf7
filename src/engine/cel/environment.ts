// The CEL environments kube-apiserver compiles admission expressions in: the base environment of
// the running version ("stored" expressions) or of the previous minor for new expressions on create
// (k8s.io/apiserver pkg/cel/environment/base.go), with the variables each context declares
// (pkg/admission/plugin/cel/compile.go: object, oldObject, request, params, namespaceObject,
// variables, authorizer).

import { Environment } from '@marcbachmann/cel-js';
import { registerLibraries } from './libraries.ts';
import { installCostMeter } from './meter.ts';
import { registerReplacedBuiltins } from './replacedBuiltins.ts';
import { AUTHORIZER_TYPE } from './library/authzValues.ts';
import { type DeclType, declTypeKey } from './declType.ts';
import { registerDeclTypes, typedVariableType } from './declTypes.ts';
import { newExpressionsMinor } from './compatibilityVersion.ts';
import { minorOf } from './kubernetesMinor.ts';

/** A variable an admission context may declare. */
export type CelVariableName =
  'object' | 'oldObject' | 'request' | 'params' | 'namespaceObject' | 'variables' | 'authorizer';

export interface CelEnvironmentOptions {
  /** "1.32" … "1.37": picks the libraries (new expressions: the compatibility version's). */
  kubernetesVersion: string;
  /**
   * 'stored': what runs; 'new': what a create accepts (libraries up to the compatibility version,
   * by default the previous minor).
   */
  mode: 'stored' | 'new';
  declare: readonly CelVariableName[];
  /** MutatingAdmissionPolicy: JSONPatch and Object types, jsonpatch.escapeKey. */
  mutation?: boolean;
  /**
   * The composited variables compiled so far, in order, with their declared types (cel-go names):
   * `variables` is then the object type kubernetes.variables with these fields (composition.go
   * CompositionEnv.AddField); absent, `variables` is dyn.
   */
  variableTypes?: readonly CompositedVariableType[];
  /**
   * Variables declared with a schema's type (the CRD's `self` and `oldSelf`): the type checker
   * knows their fields; compileCel evaluates them as dyn (the values stay JSON-shaped).
   */
  typedVariables?: readonly TypedVariable[];
}

/** A variable typed by a DeclType (`optional`: declared optional_type(T), as optionalOldSelf). */
export interface TypedVariable {
  name: string;
  type: DeclType;
  optional?: boolean;
}

// A schema's type key can be long (a Gateway's spec): the caches hold a short id for it instead,
// one per distinct type seen (never reused, so a cached entry cannot be mistaken for another's).
const typeIds = new Map<string, number>();
const typeId = (t: DeclType): number => {
  const key = declTypeKey(t);
  let id = typeIds.get(key);
  if (id === undefined) typeIds.set(key, (id = typeIds.size));
  return id;
};

/** The cache key part of typed variables. */
export const typedVariablesKey = (vars: readonly TypedVariable[] | undefined): string =>
  vars === undefined
    ? ''
    : vars.map((v) => `${v.name}${v.optional === true ? '?' : ''}:${typeId(v.type)}`).join(';');

/** One field of kubernetes.variables: a variable's name and the type its expression declares. */
export interface CompositedVariableType {
  name: string;
  type: string;
}

/** A built environment and the library version it holds. */
export interface BuiltEnvironment {
  env: Environment;
  minor: number;
}

const cache = new Map<string, BuiltEnvironment>();

export { minorOf };

/** The (cached) environment for these options. */
export function celEnvironment(options: CelEnvironmentOptions): BuiltEnvironment {
  // New expressions: the compatibility version's libraries (by default the previous minor's;
  // cluster.minCompatibilityVersion moves it, compatibilityVersion.ts).
  const minor =
    options.mode === 'new'
      ? newExpressionsMinor(options.kubernetesVersion)
      : minorOf(options.kubernetesVersion);
  const declare = [...options.declare].sort();
  const fields = options.variableTypes;
  const typed = options.typedVariables;
  const key = `${minor}|${declare.join(',')}|${options.mutation === true}|${fields === undefined ? '' : JSON.stringify(fields)}|${typedVariablesKey(typed)}`;
  let built = cache.get(key);
  if (built === undefined) {
    // Every policy's variables make their own environment; keep the cache bounded.
    if (cache.size >= CACHE_LIMIT) cache.clear();
    built = { env: build(minor, declare, options.mutation === true, fields, typed), minor };
    cache.set(key, built);
  }
  return built;
}

const CACHE_LIMIT = 200;

function build(
  minor: number,
  declare: readonly CelVariableName[],
  mutation: boolean,
  fields: readonly CompositedVariableType[] | undefined,
  typed: readonly TypedVariable[] = [],
): Environment {
  const env = new Environment({
    enableOptionalTypes: true,
    // base.go 1.0 cel.HomogeneousAggregateLiterals() and the 1.29 validator are checked after
    // cel-js (literals.ts), which joins mixed literals to dyn as cel-go's checker does.
    homogeneousAggregateLiterals: false,
    unlistedVariablesAreDyn: false,
    // cel-go's parser limits (recursion depth 250, 100k code points); cel-js' list and map
    // literal caps are not cel-go's, so they are lifted.
    limits: {
      maxAstNodes: 100_000,
      maxDepth: 250,
      maxListElements: 100_000,
      maxMapEntries: 100_000,
      maxCallArguments: 256,
    },
  });
  registerLibraries(env, minor, mutation);
  // The runtime (stored) environment is the binary's: its cel-go fixes follow `minor` too.
  registerReplacedBuiltins(env, minor);
  for (const name of declare) {
    if (name === 'authorizer' && declareTyped(env, name, AUTHORIZER_TYPE)) continue;
    if (name === 'variables' && fields !== undefined) {
      env.registerType({
        name: VARIABLES_TYPE,
        fields: Object.fromEntries(fields.map((f) => [f.name, celJsTypeName(f.type)])),
      });
      env.registerVariable(name, VARIABLES_TYPE);
      continue;
    }
    env.registerVariable(name, 'dyn');
  }
  registerDeclTypes(
    env,
    typed.map((v) => v.type),
  );
  for (const v of typed) env.registerVariable(v.name, typedVariableType(v));
  installCostMeter(env);
  return env;
}

/** composition.go VariablesTypeName. */
const VARIABLES_TYPE = 'kubernetes.variables';

// cel-go's `list(int)`, `map(string, dyn)`, `null_type` in cel-js's words.
const celJsTypeName = (t: string): string =>
  t === 'null_type' ? 'null' : t.replaceAll('(', '<').replaceAll(')', '>');

// The authorizer is typed when the authz library registered its type; dyn otherwise.
function declareTyped(env: Environment, name: string, type: string): boolean {
  try {
    env.registerVariable(name, type);
    return true;
  } catch {
    return false;
  }
}
