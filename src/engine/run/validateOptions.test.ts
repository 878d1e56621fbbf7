import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import { type OptionsKind, validateOptions } from './validateOptions.ts';

// The handler's answer: errors.NewInvalid(schema.GroupKind{Group: "meta.k8s.io", Kind}, "", errs).
const message = (kind: OptionsKind, options: JsonObject, version: KubernetesVersion = '1.32') =>
  newInvalid('meta.k8s.io', kind, '', validateOptions(options, kind), version).message;

describe('ValidateCreateOptions, ValidateUpdateOptions and ValidatePatchOptions', () => {
  it.each<[string, OptionsKind, JsonObject, string]>([
    [
      'a dryRun value other than All',
      'CreateOptions',
      { dryRun: ['All', 'Server'] },
      'CreateOptions.meta.k8s.io "" is invalid: dryRun: Unsupported value: []string{"All", "Server"}: supported values: "All"',
    ],
    [
      'a fieldManager over 128 bytes',
      'UpdateOptions',
      { fieldManager: 'é'.repeat(65) },
      'UpdateOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
    ],
    [
      'a non-printable character, at its byte offset',
      'PatchOptions',
      { fieldManager: 'é\tx' },
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Invalid value: "é\\tx": invalid character U+0009 (at position 2)',
    ],
    [
      'a no-break space, which unicode.IsPrint refuses',
      'CreateOptions',
      { fieldManager: 'a\u00a0b' },
      'CreateOptions.meta.k8s.io "" is invalid: fieldManager: Invalid value: "a\\u00a0b": invalid character U+00A0 (at position 1)',
    ],
    [
      'an unknown fieldValidation (the values sorted)',
      'CreateOptions',
      { fieldValidation: 'strict' },
      'CreateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "strict": supported values: "", "Ignore", "Strict", "Warn"',
    ],
    [
      'every error, fieldManager then dryRun then fieldValidation',
      'UpdateOptions',
      { fieldValidation: 'Loud', dryRun: ['x'], fieldManager: 'a\u0001' },
      'UpdateOptions.meta.k8s.io "" is invalid: [fieldManager: Invalid value: "a\\x01": invalid character U+0001 (at position 1), dryRun: Unsupported value: []string{"x"}: supported values: "All", fieldValidation: Unsupported value: "Loud": supported values: "", "Ignore", "Strict", "Warn"]',
    ],
  ])('refuses %s', (_name, kind, options, want) => {
    expect(message(kind, options)).toBe(want);
  });

  it('accepts the values kubectl sends', () => {
    expect(
      validateOptions(
        { dryRun: ['All'], fieldManager: 'kubectl-client-side-apply', fieldValidation: 'Strict' },
        'PatchOptions',
      ),
    ).toEqual([]);
    expect(validateOptions({ fieldManager: 'x'.repeat(128), dryRun: [] }, 'CreateOptions')).toEqual(
      [],
    );
  });

  it('prints the dryRun list with json.Marshal from 1.34', () => {
    expect(message('CreateOptions', { dryRun: ['Server'] }, '1.34')).toBe(
      'CreateOptions.meta.k8s.io "" is invalid: dryRun: Unsupported value: ["Server"]: supported values: "All"',
    );
  });
});

describe('ValidateDeleteOptions', () => {
  it.each<[string, JsonObject, string]>([
    [
      'orphanDependents with propagationPolicy',
      { orphanDependents: false, propagationPolicy: 'Background' },
      'DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Invalid value: "Background": orphanDependents and deletionPropagation cannot be both set',
    ],
    [
      'an unknown propagationPolicy, listing "nil" last',
      { propagationPolicy: 'Cascade' },
      'DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Unsupported value: "Cascade": supported values: "Foreground", "Background", "Orphan", "nil"',
    ],
    [
      'both at once',
      { orphanDependents: true, propagationPolicy: 'orphan' },
      'DeleteOptions.meta.k8s.io "" is invalid: [propagationPolicy: Invalid value: "orphan": orphanDependents and deletionPropagation cannot be both set, propagationPolicy: Unsupported value: "orphan": supported values: "Foreground", "Background", "Orphan", "nil"]',
    ],
    [
      'an unsupported dryRun',
      { dryRun: ['all'] },
      'DeleteOptions.meta.k8s.io "" is invalid: dryRun: Unsupported value: []string{"all"}: supported values: "All"',
    ],
    [
      'the unsafe delete with every other option',
      {
        ignoreStoreReadErrorWithClusterBreakingPotential: true,
        dryRun: ['All'],
        propagationPolicy: 'Orphan',
        orphanDependents: null,
        gracePeriodSeconds: 0,
        preconditions: { uid: 'u' },
      },
      'DeleteOptions.meta.k8s.io "" is invalid: [ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: cannot be set together with .dryRun, ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: cannot be set together with .propagationPolicy, ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: cannot be set together with .gracePeriodSeconds, ignoreStoreReadErrorWithClusterBreakingPotential: Invalid value: true: cannot be set together with .preconditions]',
    ],
  ])('refuses %s', (_name, options, want) => {
    expect(message('DeleteOptions', options)).toBe(want);
  });

  it('accepts the unsafe delete alone, a nil policy and the three policies', () => {
    for (const options of [
      { ignoreStoreReadErrorWithClusterBreakingPotential: true },
      { ignoreStoreReadErrorWithClusterBreakingPotential: false, dryRun: ['All'] },
      { propagationPolicy: null, orphanDependents: true },
      { propagationPolicy: 'Foreground' },
      { propagationPolicy: 'Background' },
      { propagationPolicy: 'Orphan' },
    ])
      expect(validateOptions(options, 'DeleteOptions')).toEqual([]);
  });

  it('does not check a fieldManager on DeleteOptions, which has none', () => {
    expect(validateOptions({ fieldManager: '\u0000' }, 'DeleteOptions')).toEqual([]);
  });
});
