import { describe, expect, it } from 'vitest';
import { compileCel } from '../../../engine/cel/index.ts';
import { findCelFields } from './celFields.ts';
import { celProblems, type CompileCel } from './celProblems.ts';

const policy = (expression: string) => `kind: ValidatingAdmissionPolicy
spec:
  validations:
    - expression: ${expression}
`;

/** The marked text and the message's first line. */
function problems(text: string, compile: CompileCel = compileCel) {
  return celProblems(findCelFields(text, 'configurations'), '1.32', compile).map((p) => ({
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
      { marked: '=', message: 'ERROR: <input>:1:12: Syntax error: unexpected token: EOF' },
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
    celProblems(findCelFields(text, 'configurations'), '1.33', counting);
    expect(calls).toBe(2);
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
