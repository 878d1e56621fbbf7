import { describe, expect, it, vi } from 'vitest';
import { compileScript } from '../../../engine/webhook/script/compileScript.ts';
import { findScriptFields } from './scriptFields.ts';
import { scriptProblems, type CompileScript } from './scriptProblems.ts';

const scenario = (body: string) =>
  `webhooks:\n  protect.example.com:\n    script: |\n${body
    .split('\n')
    .map((l) => (l === '' ? '' : `      ${l}`))
    .join('\n')}\nexpect:\n  allowed: true\n`;

/** Each problem's editor line (1-based), the text it marks and its message. */
function problems(text: string, compile: CompileScript = compileScript) {
  return scriptProblems(findScriptFields(text, 'scenario'), compile).map((p) => ({
    line: text.slice(0, p.start).split('\n').length,
    marked: text.slice(p.start, p.end),
    message: p.message,
  }));
}

describe('scriptProblems', () => {
  it('finds nothing wrong with a script that compiles', () => {
    expect(
      problems(scenario('export default function admit(review) {\n  return { allowed: true };\n}')),
    ).toEqual([]);
  });

  it("marks acorn's error at its line: a closing brace deleted inside an object", () => {
    const text = scenario(
      'export default function admit(review) {\n  const old = review.request.oldObject;\n  return { allowed: true ;\n}',
    );
    // Script line 3 is editor line 6.
    expect(problems(text)).toEqual([
      { line: 6, marked: ';', message: 'SyntaxError: Unexpected token' },
    ]);
  });

  it("marks the script's last character when acorn stops at the end of the input", () => {
    const text = scenario('export default function admit(review) {\n  return { allowed: true };\n');
    expect(problems(text)).toEqual([
      { line: 5, marked: ';', message: 'SyntaxError: Unexpected token' },
    ]);
  });

  it('marks what the compiler refuses besides syntax: an import', () => {
    const text = scenario("import fs from 'node:fs';\nexport default () => ({ allowed: true });");
    expect(problems(text)).toEqual([
      {
        line: 4,
        marked: 'import',
        message: 'a webhook script cannot import modules: it runs with no network and no files',
      },
    ]);
  });

  it('compiles each script text once', () => {
    const compile = vi.fn<CompileScript>(() => ({ ok: true }));
    const text = scenario('export default () => ({ allowed: "cache-check" });');
    problems(text, compile);
    problems(`${text}# more\n`, compile);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('turns a compiler that throws into a problem at the first line, not a crash', () => {
    const text = scenario('export default () => ({ allowed: "throwing-compiler" });');
    const compile: CompileScript = () => {
      throw new Error('boom');
    };
    expect(problems(text, compile)).toEqual([
      { line: 4, marked: 'export', message: 'internal error: boom' },
    ]);
  });
});
