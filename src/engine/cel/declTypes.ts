// Declares DeclTypes in a cel-js environment for the type checker, as k8s.io/apiserver
// pkg/cel/types.go DeclTypeProvider makes them known to cel-go: each object type with its fields,
// and equality on it (cel-go's `_==_(A, A)` takes any type; a struct also compares with null).
// The environment only type-checks: evaluation runs where the variables are dyn, because the values
// are plain JSON-shaped objects, not the instances cel-js would want for a registered type.

import type { Environment } from '@marcbachmann/cel-js';
import { celJsTypeOf, type DeclType, objectTypesOf } from './declType.ts';
import type { TypedVariable } from './environment.ts';

// cel-js type names are [\w.]+ in operator signatures; cel-go's `@idx` and `@elem` are spelled
// `__at__idx`, `__at__elem` (an escaped property name never contains `__at__`: `__` escapes).
const AT = '__at__';

/** The cel-js spelling of a cel-go type name. */
export const celJsTypeName = (goName: string): string => goName.replaceAll('@', AT);

/** The cel-go spelling of a cel-js type name. */
export const celGoDeclTypeName = (jsName: string): string => jsName.replaceAll(AT, '@');

// Stands for no runtime value: no value is ever an instance, so cel-js converts nothing.
class NeverInstantiated {}

const fieldsByEnv = new WeakMap<Environment, Map<string, ReadonlySet<string>>>();

/** The fields of the object types registered in `env`, by cel-js type name. */
export const declaredFields = (env: Environment): ReadonlyMap<string, ReadonlySet<string>> =>
  fieldsByEnv.get(env) ?? new Map();

/** Registers every object type of `types` (once) with its fields and equality. */
export function registerDeclTypes(env: Environment, types: readonly DeclType[]): void {
  const all = new Map<string, DeclType>();
  for (const t of types) objectTypesOf(t, all);
  const known = new Map<string, ReadonlySet<string>>();
  fieldsByEnv.set(env, known);
  for (const [name, t] of all) {
    if (t.kind !== 'object') continue;
    const jsName = celJsTypeName(name);
    known.set(jsName, new Set(t.fields.keys()));
    const fields = Object.fromEntries(
      [...t.fields].map(([k, f]) => [k, celJsTypeName(celJsTypeOf(f.type))]),
    );
    env.registerType(jsName, { ctor: class extends NeverInstantiated {}, fields });
    const never = (): boolean => false;
    env.registerOperator(`${jsName} == ${jsName}`, never);
    env.registerOperator(`${jsName} == null`, never);
  }
}

/** The cel-js type a typed variable is declared with. */
export function typedVariableType(v: TypedVariable): string {
  const t = celJsTypeName(celJsTypeOf(v.type));
  return v.optional === true ? `optional<${t}>` : t;
}
