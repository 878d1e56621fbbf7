import { describe, expect, it } from 'vitest';
import type { KubernetesVersion } from './types.ts';
import {
  type FieldError,
  aggregateString,
  duplicate,
  fieldErrorBody,
  fieldErrorString,
  forbidden,
  internalError,
  invalid,
  notSupported,
  required,
  tooMany,
} from './field.ts';
import { goInt32, goNamed, goSlice, goString } from './goValue.ts';

describe('fieldErrorString', () => {
  it.each<[string, FieldError, KubernetesVersion, string]>([
    [
      'Required without detail',
      required('webhooks[2].name', ''),
      '1.32',
      'webhooks[2].name: Required value',
    ],
    [
      'Required with detail',
      required('a', 'must specify one of v1, v1beta1'),
      '1.32',
      'a: Required value: must specify one of v1, v1beta1',
    ],
    [
      'Forbidden never shows a value',
      forbidden('a.values', 'no'),
      '1.34',
      'a.values: Forbidden: no',
    ],
    [
      'Invalid with a string',
      invalid('a', goString('0v'), 'bad'),
      '1.32',
      'a: Invalid value: "0v": bad',
    ],
    [
      'Invalid with an int32',
      invalid('t', goInt32(31), 'range'),
      '1.33',
      't: Invalid value: 31: range',
    ],
    [
      'Invalid with a slice in 1.32',
      invalid('r', goSlice('string', ['*/*', 'a']), 'd'),
      '1.32',
      'r: Invalid value: []string{"*/*", "a"}: d',
    ],
    [
      'Invalid with a slice in 1.34',
      invalid('r', goSlice('string', ['*/*', 'a']), 'd'),
      '1.34',
      'r: Invalid value: ["*/*","a"]: d',
    ],
    [
      'Duplicate has no detail',
      duplicate('w[1].name', goString('x')),
      '1.32',
      'w[1].name: Duplicate value: "x"',
    ],
    [
      'TooMany shows the count',
      tooMany('m', 65, 64),
      '1.32',
      'm: Too many: 65: must have at most 64 items',
    ],
    ['TooMany without a count', tooMany('m', -1, -1), '1.34', 'm: Too many: has too many items'],
    [
      'InternalError shows only detail',
      internalError('x', 'boom'),
      '1.32',
      'x: Internal error: boom',
    ],
    [
      'NotSupported lists quoted values',
      notSupported('s', goNamed('admissionregistration.SideEffectClass', 'Some'), [
        'None',
        'NoneOnDryRun',
      ]),
      '1.32',
      's: Unsupported value: "Some": supported values: "None", "NoneOnDryRun"',
    ],
    [
      'NotSupported without values',
      notSupported('s', goString('x'), []),
      '1.32',
      's: Unsupported value: "x"',
    ],
  ])('renders %s', (_name, e, version, expected) => {
    expect(fieldErrorString(e, version)).toBe(expected);
  });

  it('renders the body without the field', () => {
    expect(fieldErrorBody(invalid('a.b', goString('x'), 'y'), '1.32')).toBe(
      'Invalid value: "x": y',
    );
  });
});

describe('aggregateString', () => {
  const a = required('a', '');
  const b = required('b', '');
  it.each<[string, FieldError[], string]>([
    ['no errors', [], ''],
    ['one error bare', [a], 'a: Required value'],
    ['two errors bracketed', [a, b], '[a: Required value, b: Required value]'],
    ['duplicates removed, first order kept', [b, a, b], '[b: Required value, a: Required value]'],
    ['identical errors collapse to one bare', [a, required('a', '')], 'a: Required value'],
  ])('renders %s', (_name, errs, expected) => {
    expect(aggregateString(errs, '1.32')).toBe(expected);
  });
});
