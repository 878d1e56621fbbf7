import { describe, expect, it } from 'vitest';
import type { FieldValue } from './fieldNode.ts';
import { setField, splicedField } from './setField.ts';
import { parseYaml } from './yamlDocument.ts';

const base = `kind: AdmissionScenario
request:
  operation: CREATE # the verb
  resources: [pods]
  userInfo:
    username: 'alice'
    groups:
      - dev
  object: { kind: Pod }
# the cluster
cluster: {}
`;

const spliced = (source: string, path: string[], value: FieldValue) =>
  splicedField(source, parseYaml(source).doc, path, value);

describe('setField writes only the field’s bytes', () => {
  it.each<[string, string, string[], FieldValue, string]>([
    [
      'a scalar, its line’s comment kept',
      base,
      ['request', 'operation'],
      'UPDATE',
      base.replace('CREATE #', 'UPDATE #'),
    ],
    [
      'a string YAML 1.1 would read as something else, quoted',
      base,
      ['request', 'userInfo', 'username'],
      'yes',
      base.replace("'alice'", '"yes"'),
    ],
    [
      'a block list stays a block list',
      base,
      ['request', 'userInfo', 'groups'],
      ['ops', 'system:masters'],
      base.replace('      - dev\n', '      - ops\n      - system:masters\n'),
    ],
    [
      'a flow list keeps its spacing',
      base,
      ['request', 'resources'],
      ['pods', 'deployments'],
      base.replace('[pods]', '[pods, deployments]'),
    ],
    [
      'a missing key at its mapping’s indentation',
      base,
      ['request', 'dryRun'],
      true,
      base.replace('  object: { kind: Pod }\n', '  object: { kind: Pod }\n  dryRun: true\n'),
    ],
    [
      'missing parents as block mappings',
      'kind: AdmissionScenario\n',
      ['request', 'userInfo', 'username'],
      'bob',
      'kind: AdmissionScenario\nrequest:\n  userInfo:\n    username: bob\n',
    ],
    [
      'a removed key loses its line',
      base,
      ['request', 'operation'],
      undefined,
      base.replace('  operation: CREATE # the verb\n', ''),
    ],
    [
      'a removed block value loses all its lines',
      base,
      ['request', 'userInfo'],
      undefined,
      base.replace("  userInfo:\n    username: 'alice'\n    groups:\n      - dev\n", ''),
    ],
    ['removing a missing key changes nothing', base, ['request', 'namespace'], undefined, base],
    [
      'a map of lists (extra), new lists spaced as the text’s first flow list',
      base,
      ['request', 'userInfo', 'extra'],
      { scopes: ['a', 'b'] },
      base.replace('      - dev\n', '      - dev\n    extra:\n      scopes: [a, b]\n'),
    ],
  ])('%s', (_, source, path, value, expected) => {
    expect(spliced(source, path, value)).toBe(expected);
    expect(setField(source, path, value)).toBe(expected);
  });

  it('writes CRLF into a CRLF text', () => {
    const crlf = base.replace(/\n/g, '\r\n');
    expect(setField(crlf, ['request', 'userInfo', 'username'], 'bob')).toBe(
      crlf.replace("'alice'", 'bob'),
    );
    expect(setField(crlf, ['request', 'namespace'], 'team-a')).toBe(
      crlf.replace(
        '  object: { kind: Pod }\r\n',
        '  object: { kind: Pod }\r\n  namespace: team-a\r\n',
      ),
    );
  });

  it('falls back to rewriting inside a flow mapping, with the same data', () => {
    const flow = 'request: {operation: CREATE}\n';
    expect(spliced(flow, ['request', 'operation'], 'DELETE')).toBeUndefined();
    expect(setField(flow, ['request', 'operation'], 'DELETE')).toBe(
      'request: { operation: DELETE }\n',
    );
    expect(setField('request: {}\n', ['request', 'userInfo', 'groups'], ['a'])).toBe(
      'request: { userInfo: { groups: [ a ] } }\n',
    );
  });

  it('ignores a text that is not YAML', () => {
    expect(setField('request: [\n', ['request', 'operation'], 'DELETE')).toBeUndefined();
  });
});
