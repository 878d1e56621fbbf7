// cel-go's checker reports every identifier and every function its environment does not declare,
// each as `undeclared reference to 'x' (in container '')` at the node (checker/checker.go
// checkIdent, checkCall); cel-js stops at the first unknown variable. This walks the parsed
// expression the way the checker does: comprehension variables are in scope inside their macro, a
// namespaced function (`sets.contains`) is one qualified name, and a call that matches no macro of
// its arity in this environment is a plain call (a two-variable `all` before 1.32 is undeclared).

import type { Environment } from '@marcbachmann/cel-js';
import type { CelIssue } from './errors.ts';
import { celGoOffset, type CelNode, isCelNode } from './locations.ts';

interface Declarations {
  variables: Set<string>;
  /** Namespace constants (`sets`, `optional`) and the functions under each. */
  namespaces: Map<string, Set<string>>;
  globals: Set<string>;
  members: Set<string>;
  /** `name/arity/receiver` of each macro. */
  macros: Set<string>;
}

interface Definition {
  name: string;
  receiverType: string | null;
  params: { type: string }[];
}

const cache = new WeakMap<Environment, Declarations>();

function declarationsOf(env: Environment): Declarations {
  let d = cache.get(env);
  if (d !== undefined) return d;
  const defs = env.getDefinitions() as unknown as {
    variables: { name: string; type: string }[];
    functions: Definition[];
  };
  const namespaceTypes = new Map<string, string>();
  d = {
    variables: new Set(),
    namespaces: new Map(),
    globals: new Set(),
    members: new Set(),
    macros: new Set(),
  };
  for (const v of defs.variables) {
    if (v.type.endsWith('Namespace')) {
      namespaceTypes.set(v.type, v.name);
      d.namespaces.set(v.name, new Set());
    } else d.variables.add(v.name);
  }
  for (const f of defs.functions) {
    const receiver = f.receiverType;
    const ns = receiver === null ? undefined : namespaceTypes.get(receiver);
    if (f.params.some((p) => p.type === 'ast'))
      d.macros.add(`${f.name}/${f.params.length}/${ns === undefined && receiver !== null}`);
    else if (ns !== undefined) d.namespaces.get(ns)?.add(f.name);
    else (receiver === null ? d.globals : d.members).add(f.name);
  }
  cache.set(env, d);
  return d;
}

// How many leading arguments of a macro name comprehension variables (cel-go parser/macro.go,
// ext/comprehensions.go, ext/bindings.go, cel/library.go optMap/optFlatMap).
function boundVariables(name: string, arity: number): number {
  const twoVariable = [
    'all',
    'exists',
    'exists_one',
    'existsOne',
    'transformList',
    'transformMap',
    'transformMapEntry',
  ];
  if (arity >= 3 && twoVariable.includes(name)) return 2;
  return ['has'].includes(name) ? 0 : 1;
}

/** The undeclared references in a parsed expression, as cel-go's checker reports them. */
export function undeclaredReferences(
  ast: unknown,
  env: Environment,
  expression: string,
): CelIssue[] {
  const d = declarationsOf(env);
  const issues: CelIssue[] = [];
  const report = (node: CelNode, name: string, offset = celGoOffset(node, expression)): void => {
    issues.push({ offset, message: `undeclared reference to '${name}' (in container '')` });
  };
  const visit = (v: unknown, scope: ReadonlySet<string>): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x, scope);
      return;
    }
    if (!isCelNode(v)) return;
    const args = Array.isArray(v.args) ? (v.args as unknown[]) : [];
    if (v.op === 'id') {
      const name = v.args as string;
      if (!scope.has(name) && !d.variables.has(name)) report(v, name);
      return;
    }
    if (v.op === 'call' && typeof args[0] === 'string') {
      const [name, callArgs] = [args[0], (args[1] ?? []) as unknown[]];
      if (!d.macros.has(`${name}/${callArgs.length}/false`) && !d.globals.has(name))
        report(v, name);
      visit(callArgs, scope);
      return;
    }
    if (v.op === 'rcall' && typeof args[0] === 'string') {
      const [name, receiver, callArgs] = [args[0], args[1], (args[2] ?? []) as unknown[]];
      if (isCelNode(receiver) && receiver.op === 'id' && !scope.has(receiver.args as string)) {
        const fns = d.namespaces.get(receiver.args as string);
        if (
          fns?.has(name) === true ||
          (fns !== undefined && d.macros.has(`${name}/${callArgs.length}/false`))
        ) {
          visitMacroArgs(name, callArgs, scope);
          return;
        }
      }
      if (d.macros.has(`${name}/${callArgs.length}/true`)) {
        visit(receiver, scope);
        visitMacroArgs(name, callArgs, scope);
        return;
      }
      visit(receiver, scope);
      visit(callArgs, scope);
      if (!d.members.has(name)) report(v, name);
      return;
    }
    visit(v.args, scope);
  };
  const visitMacroArgs = (name: string, callArgs: unknown[], scope: ReadonlySet<string>): void => {
    if (name === 'bind') {
      // cel.bind(x, init, body): init is outside x's scope.
      visit(callArgs[1], scope);
      const x = callArgs[0];
      visit(
        callArgs[2],
        isCelNode(x) && x.op === 'id' ? new Set([...scope, x.args as string]) : scope,
      );
      return;
    }
    const n = Math.min(boundVariables(name, callArgs.length), callArgs.length - 1);
    const inner = new Set(scope);
    for (const a of callArgs.slice(0, n))
      if (isCelNode(a) && a.op === 'id') inner.add(a.args as string);
    visit(callArgs.slice(n), inner);
  };
  visit(ast, new Set());
  return issues;
}
