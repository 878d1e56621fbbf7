import { describe, expect, it } from 'vitest';
import { deprecationWarning } from './deprecation.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';

const map = (version: string, kind = 'MutatingAdmissionPolicy') => ({
  group: 'admissionregistration.k8s.io',
  version,
  kind,
});

describe('deprecationWarning', () => {
  it.each<[string, KubernetesVersion, string, string | undefined]>([
    ['v1alpha1', '1.34', 'MutatingAdmissionPolicy', undefined],
    [
      'v1alpha1',
      '1.35',
      'MutatingAdmissionPolicy',
      'admissionregistration.k8s.io/v1alpha1 MutatingAdmissionPolicy is deprecated in v1.35+, unavailable in v1.38+',
    ],
    [
      'v1alpha1',
      '1.37',
      'MutatingAdmissionPolicyBinding',
      'admissionregistration.k8s.io/v1alpha1 MutatingAdmissionPolicyBinding is deprecated in v1.35+, unavailable in v1.38+',
    ],
    ['v1beta1', '1.36', 'MutatingAdmissionPolicy', undefined],
    [
      'v1beta1',
      '1.37',
      'MutatingAdmissionPolicy',
      'admissionregistration.k8s.io/v1beta1 MutatingAdmissionPolicy is deprecated in v1.37+, unavailable in v1.40+; use admissionregistration.k8s.io/v1 MutatingAdmissionPolicy',
    ],
    ['v1', '1.37', 'MutatingAdmissionPolicy', undefined],
    ['v1beta1', '1.37', 'ValidatingAdmissionPolicy', undefined],
  ])('%s in %s (%s)', (v, version, kind, want) => {
    expect(deprecationWarning(map(v, kind), version)).toBe(want);
  });
});
