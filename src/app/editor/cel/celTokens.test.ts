import { describe, expect, it } from 'vitest';
import { tokenizeCel } from './celTokens.ts';

const scope = new Set(['object', 'oldObject', 'request', 'params', 'variables']);

/** Each token as `kind:text`. */
const lex = (expression: string) =>
  tokenizeCel(expression, scope).map((t) => `${t.kind}:${expression.slice(t.start, t.end)}`);

describe('tokenizeCel', () => {
  it.each<[string, string[]]>([
    // Examples from the Kubernetes ValidatingAdmissionPolicy documentation.
    [
      'object.spec.replicas <= 5',
      [
        'variable:object',
        'operator:.',
        'field:spec',
        'operator:.',
        'field:replicas',
        'operator:<=',
        'number:5',
      ],
    ],
    [
      "!has(object.metadata.labels) || 'env' in object.metadata.labels",
      [
        'operator:!',
        'function:has',
        'operator:(',
        'variable:object',
        'operator:.',
        'field:metadata',
        'operator:.',
        'field:labels',
        'operator:)',
        'operator:||',
        "string:'env'",
        'keyword:in',
        'variable:object',
        'operator:.',
        'field:metadata',
        'operator:.',
        'field:labels',
      ],
    ],
    [
      "request.userInfo.username.startsWith('system:')",
      [
        'variable:request',
        'operator:.',
        'field:userInfo',
        'operator:.',
        'field:username',
        'operator:.',
        'function:startsWith',
        'operator:(',
        "string:'system:'",
        'operator:)',
      ],
    ],
    [
      'x.all(c, c.size() > 0u)',
      [
        'identifier:x',
        'operator:.',
        'function:all',
        'operator:(',
        'identifier:c',
        'operator:,',
        'identifier:c',
        'operator:.',
        'function:size',
        'operator:(',
        'operator:)',
        'operator:>',
        'number:0u',
        'operator:)',
      ],
    ],
    [
      'true && null != false',
      ['constant:true', 'operator:&&', 'constant:null', 'operator:!=', 'constant:false'],
    ],
    ['0x1F + 1.5e-3 + 2', ['number:0x1F', 'operator:+', 'number:1.5e-3', 'operator:+', 'number:2']],
    [
      '"a\\"b" + r"\\d" + b\'x\'',
      ['string:"a\\"b"', 'operator:+', 'string:r"\\d"', 'operator:+', "string:b'x'"],
    ],
    ['"""two\nlines""" + 1', ['string:"""two\nlines"""', 'operator:+', 'number:1']],
    [
      'object.?spec.orValue(1)',
      [
        'variable:object',
        'operator:.?',
        'field:spec',
        'operator:.',
        'function:orValue',
        'operator:(',
        'number:1',
        'operator:)',
      ],
    ],
    [
      'variables.replicas // the count',
      ['variable:variables', 'operator:.', 'field:replicas', 'comment:// the count'],
    ],
    ['"unterminated\n+ 1', ['string:"unterminated', 'operator:+', 'number:1']],
    ['params.x', ['variable:params', 'operator:.', 'field:x']],
    [
      'authorizer.group("")',
      [
        'identifier:authorizer',
        'operator:.',
        'function:group',
        'operator:(',
        'string:""',
        'operator:)',
      ],
    ],
    ['brb + br"x"', ['identifier:brb', 'operator:+', 'string:br"x"']],
  ])('%s', (expression, tokens) => {
    expect(lex(expression)).toEqual(tokens);
  });

  it('covers every non-space character of any input and never throws', () => {
    const input = '#$@ object.a[0] ` `x';
    const tokens = tokenizeCel(input, scope);
    const covered = new Set(
      tokens.flatMap((t) => Array.from({ length: t.end - t.start }, (_, k) => t.start + k)),
    );
    [...input].forEach((c, i) => {
      if (c !== ' ') expect(covered.has(i), `offset ${i}`).toBe(true);
    });
  });
});
