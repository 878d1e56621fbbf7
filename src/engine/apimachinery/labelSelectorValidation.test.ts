import { describe, expect, it } from 'vitest';
import { fieldErrorString } from './field.ts';
import { validateLabelSelector } from './labelSelectorValidation.ts';
import type { DecodedSelector } from './labelSelectorValidation.ts';

const labelValueMsg =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const keyMsg =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";

const sel = (over: Partial<DecodedSelector>): DecodedSelector => ({
  matchLabels: [],
  matchExpressions: [],
  ...over,
});
const p = 'webhooks[0].namespaceSelector';

describe('validateLabelSelector', () => {
  it.each<[string, DecodedSelector | undefined, boolean, string[]]>([
    ['an absent selector', undefined, false, []],
    ['an empty selector', sel({}), false, []],
    [
      'good labels and expressions',
      sel({
        matchLabels: [['a', 'b']],
        matchExpressions: [{ key: 'k', operator: 'In', values: ['v'] }],
      }),
      false,
      [],
    ],
    [
      'a bad label key and value',
      sel({ matchLabels: [['-a', 'b-']] }),
      false,
      [
        `${p}.matchLabels: Invalid value: "-a": ${keyMsg}`,
        `${p}.matchLabels: Invalid value: "b-": ${labelValueMsg}`,
      ],
    ],
    [
      'In without values',
      sel({ matchExpressions: [{ key: 'k', operator: 'In', values: [] }] }),
      false,
      [
        `${p}.matchExpressions[0].values: Required value: must be specified when \`operator\` is 'In' or 'NotIn'`,
      ],
    ],
    [
      'Exists with values',
      sel({ matchExpressions: [{ key: 'k', operator: 'Exists', values: ['v'] }] }),
      false,
      [
        `${p}.matchExpressions[0].values: Forbidden: may not be specified when \`operator\` is 'Exists' or 'DoesNotExist'`,
      ],
    ],
    [
      'an unknown operator and a bad key',
      sel({ matchExpressions: [{ key: '', operator: 'Equals', values: [] }] }),
      false,
      [
        `${p}.matchExpressions[0].operator: Invalid value: "Equals": not a valid selector operator`,
        `${p}.matchExpressions[0].key: Invalid value: "": name part must be non-empty`,
        `${p}.matchExpressions[0].key: Invalid value: "": ${keyMsg}`,
      ],
    ],
    [
      'a bad value, strictly',
      sel({ matchExpressions: [{ key: 'k', operator: 'NotIn', values: ['ok', 'bad value'] }] }),
      false,
      [`${p}.matchExpressions[0].values[1]: Invalid value: "bad value": ${labelValueMsg}`],
    ],
    [
      'a bad value, tolerated',
      sel({ matchExpressions: [{ key: 'k', operator: 'NotIn', values: ['bad value'] }] }),
      true,
      [],
    ],
  ])('reports %s', (_name, selector, allowInvalid, expected) => {
    expect(
      validateLabelSelector(selector, allowInvalid, p).map((e) => fieldErrorString(e, '1.32')),
    ).toEqual(expected);
  });
});
