// 1.37's beta declarative validation per kind, 1.36 against 1.37 through the whole chain, and the
// walk's rules (ratcheting, required/optional, the tags' texts) on their own.

import { describe, expect, it } from 'vitest';
import { aggregateString } from '../../apimachinery/field.ts';
import { runAt } from '../../testing/scenario.ts';
import type { ValidationEnv } from '../validator.ts';
import { cases } from './declarativeBetaCases.testdata.ts';
import { expected } from './declarativeBetaExpected.testdata.ts';
import {
  type FieldNode,
  immutableTag,
  isDNS1123SubdomainCaseless,
  minimumTag,
  optionalTag,
  requiredTag,
  walk,
} from './declarativeBetaTags.ts';

const message = (r: ReturnType<typeof runAt>) => (r.allowed ? 'allowed' : r.status?.message);

describe('1.36 against 1.37, per kind', () => {
  it('has an expectation for every case', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.entries(cases))('%s', (name, request) => {
    const [at136, at137] = expected[name] ?? ['', ''];
    expect(message(runAt('1.36', request as never))).toBe(at136);
    expect(message(runAt('1.37', request as never))).toBe(at137);
    // The hand-written errors alone when the beta gate is off.
    expect(message(runAt('1.37', request as never, { DeclarativeValidationBeta: false }))).toBe(
      at136,
    );
    // A covered error already last keeps its place and words (IPAddress's parentRef; 1.36's
    // hand-written immutable StorageClass parameters, whose removed value shows as null either way);
    // an unchanged field is not checked declaratively on update, so its hand-written error stays
    // (the HPA update).
    const same = [
      'IPAddress without a parentRef',
      'HPA update keeping maxReplicas -1, new empty kind',
      'StorageClass update removing the parameters, with a bad reclaimPolicy',
    ];
    if (!same.includes(name)) expect(at137).not.toBe(at136);
  });

  it('follows HPAScaleToZero for minReplicas 0 (+k8s:ifEnabled minimum=0)', () => {
    const request = cases['HPA minReplicas 0 and an empty scaleTargetRef name'] as never;
    expect(message(runAt('1.37', request, { HPAScaleToZero: true }))).toBe(
      'HorizontalPodAutoscaler.autoscaling "web" is invalid: spec.scaleTargetRef.name: Required value',
    );
  });
});

describe('kinds whose beta tags are not applied', () => {
  const claim = {
    apiVersion: 'resource.k8s.io/v1',
    kind: 'ResourceClaim',
    metadata: { name: 'c', namespace: 'default' },
    spec: { devices: { requests: [{ name: 'Bad_Name', exactly: { deviceClassName: 'gpu' } }] } },
  };
  const notes = (v: string) =>
    (runAt(v, { object: claim }).notSimulated ?? []).map((n) => n.detail).join('\n');

  it('says so at 1.37 for a ResourceClaim with errors, not at 1.36', () => {
    expect(runAt('1.37', { object: claim }).allowed).toBe(false);
    expect(notes('1.37')).toMatch(
      /1\.37's beta declarative validation of resource\.k8s\.io \(the order and wording of its errors are 1\.36's here\)/,
    );
    expect(notes('1.36')).not.toMatch(/1\.37's beta declarative validation of resource/);
  });
});

describe('the walk', () => {
  const quiet: ValidationEnv = { version: '1.37', featureGates: {}, notSimulated: () => {} };
  const text = (nodes: FieldNode[], obj: object, old?: object) =>
    aggregateString(
      walk(nodes, obj as never, old as never, '', old !== undefined, quiet).map((d) => d.error),
      '1.37',
    );

  it('stops a field at required, and words it with no detail', () => {
    const nodes = [{ field: 'n', tags: [requiredTag(), minimumTag(() => 1)] }];
    expect(text(nodes, {})).toBe('n: Required value');
    expect(text(nodes, { n: -3 })).toBe('n: Invalid value: -3: must be greater than or equal to 1');
  });

  it('lets an optional pointer hold its zero value, not an optional value', () => {
    const min = minimumTag(() => 1);
    expect(text([{ field: 'p', tags: [optionalTag({ pointer: true }), min] }], { p: 0 })).toBe(
      'p: Invalid value: 0: must be greater than or equal to 1',
    );
    expect(text([{ field: 'v', tags: [optionalTag(), min] }], { v: 0 })).toBe('');
  });

  it('skips an unchanged field on update, and checks the items of a changed list afresh', () => {
    const nodes: FieldNode[] = [
      { field: 'a', tags: [requiredTag()] },
      { field: 'l', items: [{ field: 'x', tags: [requiredTag()] }] },
    ];
    expect(text(nodes, { a: '', l: [{ x: '' }] }, { a: '', l: [{ x: '' }] })).toBe('');
    expect(text(nodes, { a: '', l: [{ x: '' }, { x: 'y' }] }, { a: '', l: [{ x: '' }] })).toBe(
      'l[0].x: Required value',
    );
  });

  it('says an immutable field changed with a null value, only on update', () => {
    const nodes = [{ field: 's', tags: [immutableTag] }];
    expect(text(nodes, { s: 'b' }, { s: 'a' })).toBe('s: Invalid value: null: field is immutable');
    expect(text(nodes, { s: 'b' })).toBe('');
  });

  it('covers the hand-written error of the same field and check only', () => {
    const [d] = walk(
      [{ field: 'm', tags: [minimumTag(() => 1)] }],
      { m: -1 },
      undefined,
      '',
      false,
      quiet,
    );
    const invalid = (detail: string) => ({
      type: 'FieldValueInvalid' as const,
      field: 'm',
      badValue: { go: 'int32' as const, value: -1 },
      detail,
    });
    expect(d?.covers(invalid('must be greater than 0'))).toBe(true);
    expect(d?.covers(invalid('must be greater than or equal to `minReplicas`'))).toBe(false);
    expect(d?.covers({ ...invalid('must be greater than 0'), field: 'n' })).toBe(false);
  });
});

describe('isDNS1123SubdomainCaseless', () => {
  it('allows upper case and words its refusal as content.IsDNS1123SubdomainCaseless', () => {
    expect(isDNS1123SubdomainCaseless('CSI.Example.com')).toEqual([]);
    expect(isDNS1123SubdomainCaseless('a_b')).toEqual([
      "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    ]);
    expect(isDNS1123SubdomainCaseless('a'.repeat(254))[0]).toBe(
      'must be no more than 253 characters',
    );
  });
});
