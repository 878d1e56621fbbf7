// Reads a `script` webhook's module and turns it into code the sandboxes can run without a module
// loader: a function expression that runs the module's body and hands back its default export.
// Syntax errors come back with their line and column (acorn's, as the editor and the CLI show them).
// Lines and columns are kept: `export default ` becomes same-width text, the wrapper's head shares
// line 1 (wrapper.ts) and its tail follows the last line, so a runtime error's position in the code
// is its position in the script.

import { parse, type Node, type Program } from 'acorn';
import { EXPORTS_PARAMETER, SCRIPT_HEAD } from './wrapper.ts';

/** The compiled script, or where and why it does not parse. */
export type CompiledScript =
  { ok: true; code: string } | { ok: false; message: string; line: number; column: number };

const EXPORTS = EXPORTS_PARAMETER;
const HEAD = SCRIPT_HEAD;

type Edit = { start: number; end: number; text: string };

// A module that imports has no loader to import with: the sandbox has no network and no files.
const NO_IMPORTS = 'a webhook script cannot import modules: it runs with no network and no files';

class ScriptError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

/**
 * Replaces [start, end) of the source with text, padded to the width of the range's first line and
 * keeping its line breaks, so that lines (and, where the text fits, columns) stay put.
 */
function sameWidth(source: string, start: number, end: number, text: string): Edit {
  const [first = '', ...rest] = source.slice(start, end).split('\n');
  return {
    start,
    end,
    text: [text.padEnd(first.length), ...rest.map((line) => ' '.repeat(line.length))].join('\n'),
  };
}

/** Compiles a script module into a classic-script function expression. */
export function compileScript(source: string): CompiledScript {
  let program: Program;
  try {
    program = parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
    });
  } catch (e) {
    const loc = (e as { loc?: { line: number; column: number } }).loc;
    const message = (e as Error).message.replace(/ \(\d+:\d+\)$/, '');
    return {
      ok: false,
      message: `SyntaxError: ${message}`,
      line: loc?.line ?? 1,
      column: (loc?.column ?? 0) + 1,
    };
  }
  try {
    const { edits, tail } = exportEdits(program, source);
    findDynamicImport(program);
    let code = source;
    for (const edit of edits.sort((a, b) => b.start - a.start))
      code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
    // The hash-bang line would be a syntax error inside the function: blanked, keeping its width.
    code = code.replace(/^#![^\n]*/, (line) => ' '.repeat(line.length));
    return { ok: true, code: `${HEAD}${code}\n;${tail}\n})` };
  } catch (e) {
    if (!(e instanceof ScriptError)) throw e;
    const { line, column } = position(source, e.at);
    return { ok: false, message: e.message, line, column };
  }
}

// The module's export statements, rewritten: `export` dropped from declarations; the default export
// assigned to the exports object (after the body for a named declaration, which hoists or must
// have run first).
function exportEdits(program: Program, source: string): { edits: Edit[]; tail: string } {
  const edits: Edit[] = [];
  let tail = '';
  for (const node of program.body) {
    switch (node.type) {
      case 'ImportDeclaration':
        throw new ScriptError(NO_IMPORTS, node.start);
      case 'ExportAllDeclaration':
        throw new ScriptError(NO_IMPORTS, node.start);
      case 'ExportDefaultDeclaration': {
        const declaration = node.declaration;
        const named =
          (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
          declaration.id !== null;
        if (named) {
          edits.push(sameWidth(source, node.start, declaration.start, ''));
          tail += `${EXPORTS}.default = ${declaration.id?.name ?? ''};`;
        } else
          edits.push(sameWidth(source, node.start, declaration.start, `${EXPORTS}.default = `));
        break;
      }
      case 'ExportNamedDeclaration': {
        if (node.source) throw new ScriptError(NO_IMPORTS, node.start);
        if (node.declaration) {
          edits.push(sameWidth(source, node.start, node.declaration.start, ''));
          break;
        }
        // `export { handler as default, other }`: only the default matters to the sandbox.
        const assignments = node.specifiers
          .filter((s) => exportedName(s.exported) === 'default')
          .map((s) => `${EXPORTS}.default = ${source.slice(s.local.start, s.local.end)};`);
        edits.push(sameWidth(source, node.start, node.end, ''));
        tail += assignments.join('');
        break;
      }
      default:
        break;
    }
  }
  return { edits, tail };
}

const exportedName = (n: Node): string =>
  'name' in n ? String(n.name) : 'value' in n ? String(n.value) : '';

// `import(...)` would reach the network (the browser) or the file system (node); refused before it runs.
function findDynamicImport(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) findDynamicImport(child);
    return;
  }
  const n = node as Node & Record<string, unknown>;
  if (
    n.type === 'ImportExpression' ||
    (n.type === 'MetaProperty' && (n['meta'] as { name?: string }).name === 'import')
  ) {
    throw new ScriptError(NO_IMPORTS, n.start);
  }
  for (const [key, value] of Object.entries(n))
    if (key !== 'loc' && typeof value === 'object') findDynamicImport(value);
}

/** 1-based line and column of an offset. */
function position(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
