// Cases after pkg/apis/coordination/validation/validation_test.go TestValidateLeaseCandidateSpec
// and TestValidateLeaseCandidateUpdate (release-1.32).

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  validateLeaseCandidate,
  validateLeaseCandidateSpec,
  validateLeaseCandidateUpdate,
} from './leaseCandidate.ts';

const msgs = (spec: JsonObject): string[] =>
  validateLeaseCandidateSpec(spec).map((e) => fieldErrorString(e, '1.32'));

const valid = {
  leaseName: 'kube-controller-manager',
  binaryVersion: '1.32.0',
  emulationVersion: '1.31.0',
  strategy: 'OldestEmulationVersion',
};

describe('ValidateLeaseCandidateSpec', () => {
  it('accepts a complete spec, and a custom qualified strategy without emulationVersion', () => {
    expect(msgs(valid)).toEqual([]);
    expect(msgs({ leaseName: 'l', binaryVersion: '1.32.0', strategy: 'example.com/fifo' })).toEqual(
      [],
    );
  });

  it('requires leaseName, binaryVersion and strategy', () => {
    expect(msgs({})).toEqual([
      'spec.leaseName: Required value',
      'spec.binaryVersion: Required value',
      'spec.strategy: Required value',
    ]);
  });

  it('parses versions as strict semver', () => {
    expect(msgs({ ...valid, binaryVersion: 'v1.32', emulationVersion: '1.31' })).toEqual([
      'spec.emulationVersion: Invalid value: "1.31": must be a valid semantic version',
      'spec.binaryVersion: Invalid value: "v1.32": must be a valid semantic version',
      "spec.emulationVersion: Required value: must be specified when `strategy` is 'OldestEmulationVersion'",
    ]);
  });

  it('refuses a binaryVersion below the emulationVersion', () => {
    expect(msgs({ ...valid, binaryVersion: '1.30.0' })).toEqual([
      'spec.binaryVersion: Invalid value: "1.30.0": must be greater than or equal to `emulationVersion`',
    ]);
  });

  it('reports an unknown strategy on spec.strategy.strategy, as upstream does', () => {
    expect(msgs({ ...valid, strategy: 'NewestFirst' })).toEqual([
      'spec.strategy.strategy: Unsupported value: "NewestFirst": supported values: "OldestEmulationVersion"',
    ]);
  });
});

describe('ValidateLeaseCandidate', () => {
  const lc = (name: string, spec: JsonObject = valid): JsonObject => ({
    metadata: { name, namespace: 'kube-system' },
    spec,
  });

  it('takes a ConfigMap-key name', () => {
    expect(validateLeaseCandidate(lc('kcm-node_1.x'))).toEqual([]);
    expect(validateLeaseCandidate(lc('a/b')).map((e) => e.field)).toEqual(['metadata.name']);
  });

  it('keeps spec.leaseName immutable', () => {
    const errs = validateLeaseCandidateUpdate(
      lc('c', { ...valid, leaseName: 'other' }),
      lc('c'),
    ).map((e) => fieldErrorString(e, '1.32'));
    expect(errs).toEqual(['spec.leaseName: Invalid value: "other": field is immutable']);
  });
});
