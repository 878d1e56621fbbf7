import { describe, expect, it } from 'vitest';
import { compileCel, compileCompositedVariables } from '../../../engine/cel/index.ts';
import { findCelFields } from './celFields.ts';
import { celProblems, type CompileCel } from './celProblems.ts';

const policy = (expression: string) => `kind: ValidatingAdmissionPolicy
spec:
  validations:
    - expression: ${expression}
`;

/** The marked text and the message's first line. */
function problems(text: string, compile: CompileCel = compileCel) {
  return celProblems(
    findCelFields(text, 'configurations'),
    '1.32',
    compile,
    compileCompositedVariables,
  ).map((p) => ({
    marked: text.slice(p.start, p.end),
    message: p.message.split('\n')[0],
  }));
}

describe('celProblems', () => {
  it('marks the token the compiler names', () => {
    expect(problems(policy('"object.x == 1 && bogus.y"'))).toEqual([
      {
        marked: 'bogus',
        message: "ERROR: <input>:1:18: undeclared reference to 'bogus' (in container '')",
      },
    ]);
  });

  it('marks the last character when the expression ends too soon', () => {
    expect(problems(policy("'object.x =='"))).toEqual([
      {
        marked: '=',
        message:
          "ERROR: <input>:1:12: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
      },
    ]);
  });

  it('maps the offset through escapes and block scalars', () => {
    expect(problems(policy('"\\"a\\" == nope"'))).toEqual([
      {
        marked: 'nope',
        message: "ERROR: <input>:1:8: undeclared reference to 'nope' (in container '')",
      },
    ]);
    expect(problems(policy('|\n        object.x == 1 &&\n          nope'))).toEqual([
      {
        marked: 'nope',
        message: "ERROR: <input>:2:3: undeclared reference to 'nope' (in container '')",
      },
    ]);
  });

  it('marks every compile error of an expression at its own place', () => {
    expect(problems(policy(`"size(1) == 0 || 'a' + 1 == 'a1'"`))).toEqual([
      {
        marked: '(',
        message: "ERROR: <input>:1:5: found no matching overload for 'size' applied to '(int)'",
      },
      {
        marked: '+',
        message:
          "ERROR: <input>:1:21: found no matching overload for '_+_' applied to '(string, int)'",
      },
    ]);
  });

  it('marks a validation that is not a bool with the API server words', () => {
    expect(problems(policy('object.metadata.name'))).toEqual([
      { marked: 'object', message: 'must evaluate to bool but got dyn' },
    ]);
  });

  it('finds nothing wrong with expressions that compile', () => {
    expect(problems(policy('object.spec.replicas <= 5'))).toEqual([]);
  });

  it('compiles each expression once per environment', () => {
    let calls = 0;
    const counting: CompileCel = (e, o) => {
      calls++;
      return compileCel(e, o);
    };
    const text = policy('"object.a == 1"');
    problems(text, counting);
    problems(text, counting);
    expect(calls).toBe(1);
    celProblems(
      findCelFields(text, 'configurations'),
      '1.33',
      counting,
      compileCompositedVariables,
    );
    expect(calls).toBe(2);
  });

  const withVariables = (variables: string, validation: string) => `kind: ValidatingAdmissionPolicy
spec:
  variables:
${variables}
  validations:
    - expression: ${validation}
`;

  it('types variables by their expressions, in order, as the engine compiles a policy', () => {
    const vars = `    - name: n
      expression: "1"
    - name: s
      expression: "string(variables.n) + 'x'"`;
    // variables.n is int: adding a string to it is refused, as upstream refuses it.
    expect(problems(withVariables(vars, `"variables.n + 'a' == 'b'"`))).toEqual([
      {
        marked: '+',
        message:
          "ERROR: <input>:1:13: found no matching overload for '_+_' applied to '(int, string)'",
      },
    ]);
    // variables.s is string (typed through variables.n): not a bool.
    expect(problems(withVariables(vars, 'variables.s'))).toEqual([
      { marked: 'variables', message: 'must evaluate to bool but got string' },
    ]);
    expect(problems(withVariables(vars, '"variables.s == \'1x\'"'))).toEqual([]);
  });

  it('lets a variable see only the variables before it', () => {
    const vars = `    - name: a
      expression: "variables.b + 1"
    - name: b
      expression: "2"`;
    expect(problems(withVariables(vars, 'true'))).toEqual([
      {
        marked: '.',
        message: "ERROR: <input>:1:10: undefined field 'b'",
      },
    ]);
  });

  it('turns a compiler crash into a problem rather than an exception', () => {
    const crashing: CompileCel = () => {
      throw new Error('boom');
    };
    expect(problems(policy('"crash.me"'), crashing)).toEqual([
      { marked: 'crash', message: 'internal error: boom' },
    ]);
  });
});
