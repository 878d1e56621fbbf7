import { describe, expect, it } from 'vitest';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import { canonicalJson } from './canonicalJson.ts';

const json = (text: string): unknown => {
  const result = canonicalJson(text);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return JSON.parse(result.value);
};

describe('canonicalJson', () => {
  it('writes JSON without whitespace, keys in document order', () => {
    const result = canonicalJson('kubernetesVersion: "1.33"\nname: b\ntitle: a\n');
    expect(result).toEqual({
      ok: true,
      value: '{"kubernetesVersion":"1.33","name":"b","title":"a"}',
    });
  });

  it.each([
    ['yes', true],
    ['"yes"', 'yes'],
    ['off', false],
    ['010', 8],
    ['0x1F', 31],
    ['1_000', 1000],
    ['~', null],
    ['12:30', '12:30'],
    ['2001-12-14', '2001-12-14'],
  ])('reads %s as YAML 1.1 does for kubectl: %j', (scalar, value) => {
    expect(json(`kubernetesVersion: "1.32"\nname: ${scalar}\n`)).toEqual({
      kubernetesVersion: '1.32',
      name: value,
    });
  });

  it('expands aliases and merge keys and drops comments', () => {
    const text =
      'kubernetesVersion: "1.32"\nrequest:\n  object: &o {a: 1} # the object\n  oldObject: {<<: *o, b: 2}\n';
    expect(json(text)).toEqual({
      kubernetesVersion: '1.32',
      request: { object: { a: 1 }, oldObject: { a: 1, b: 2 } },
    });
  });

  it('keeps a cluster.objects string of YAML documents a string', () => {
    const text =
      'kubernetesVersion: "1.32"\ncluster:\n  objects:\n    - |\n      kind: Namespace\n      ---\n      kind: Namespace\n';
    expect(json(text)).toEqual({
      kubernetesVersion: '1.32',
      cluster: { objects: ['kind: Namespace\n---\nkind: Namespace\n'] },
    });
  });

  it('keeps a version written as a YAML number as the number the engine reads', () => {
    expect(json('kubernetesVersion: 1.33\n')).toEqual({ kubernetesVersion: 1.33 });
  });

  it('pins the default version before the sections when the text names none', () => {
    const result = canonicalJson('kind: AdmissionScenario\nname: x\nrequest: {}\nexpect: {}\n');
    expect(result).toEqual({
      ok: true,
      value:
        '{"kind":"AdmissionScenario","name":"x","kubernetesVersion":"1.32","request":{},"expect":{}}',
    });
  });

  it('pins the default version before expectByVersion, a section as expect is', () => {
    expect(canonicalJson('name: x\nexpectByVersion: {}\n')).toEqual({
      ok: true,
      value: '{"name":"x","kubernetesVersion":"1.32","expectByVersion":{}}',
    });
  });

  it('pins the default version last when the text has no sections', () => {
    expect(canonicalJson('{}')).toEqual({ ok: true, value: '{"kubernetesVersion":"1.32"}' });
  });

  it('keeps a `__proto__` key an ordinary key', () => {
    expect(canonicalJson('webhooks: {__proto__: {response: {allowed: true}}}\n')).toEqual({
      ok: true,
      value: '{"kubernetesVersion":"1.32","webhooks":{"__proto__":{"response":{"allowed":true}}}}',
    });
  });

  it('gives a mapping that is not a valid scenario its canonical form too', () => {
    expect(json('respnse: {}\n')).toEqual({ respnse: {}, kubernetesVersion: '1.32' });
  });

  it.each([
    ['a syntax error', 'request: {\n', 'yaml-syntax'],
    ['a list', '- a\n', 'invalid-value'],
    ['an empty text', '', 'invalid-value'],
    ['a second document', 'name: a\n---\nname: b\n', 'yaml-syntax'],
    ['a duplicate key', 'name: a\nname: b\n', 'yaml-syntax'],
    ['an infinite number', 'name: .inf\n', 'invalid-value'],
  ])('returns the parser’s errors for %s', (_, text, kind) => {
    const result = canonicalJson(text);
    expect(result.ok || result.error.map((e) => e.kind)).toContain(kind);
  });

  it('refuses a text over the parser’s size limit', () => {
    const result = canonicalJson(`name: ${'x'.repeat(MAX_SCENARIO_CHARS)}\n`);
    expect(result.ok || result.error[0]?.kind).toBe('yaml-syntax');
  });
});
