// Namespaced functions (ip.isCanonical, format.dns1123Label, sets.contains, strings.quote) are
// receiver methods on a constant of an opaque namespace type, as cel-js's own cel.bind is.

import type { Environment } from '@marcbachmann/cel-js';
import type { CelOpaque } from './celValues.ts';

/** Registers the constant `name` of a fresh namespace type and returns that type's name. */
export function registerNamespace(env: Environment, name: string): string {
  const typeName = `${name.charAt(0).toUpperCase()}${name.slice(1)}Namespace`;
  const Ctor = {
    [typeName]: class implements CelOpaque {
      readonly celTypeName = typeName;
      celEquals(other: unknown): boolean {
        return other === this;
      }
    },
  }[typeName];
  if (!Ctor) throw new Error(`cannot create namespace ${name}`);
  env.registerType(typeName, Ctor);
  env.registerConstant(name, typeName, new Ctor());
  return typeName;
}

/** Registers `left == right` for an opaque type using its celEquals (and cel-js derives !=). */
export function registerOpaqueEquality(env: Environment, typeName: string): void {
  env.registerOperator(`${typeName} == ${typeName}`, (a: CelOpaque, b: unknown) => a.celEquals(b));
}
