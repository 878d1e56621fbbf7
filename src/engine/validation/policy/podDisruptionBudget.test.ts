import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validatePodDisruptionBudget } from './podDisruptionBudget.ts';

const none = (): void => undefined;

// Rows follow pkg/apis/policy/validation/validation_test.go.
describe('validatePodDisruptionBudget', () => {
  const pdb = (spec: JsonObject): JsonObject => ({
    metadata: { name: 'p', namespace: 'default' },
    spec,
  });
  it.each<[string, JsonObject, string[]]>([
    ['a valid budget', { minAvailable: '50%', selector: { matchLabels: { app: 'web' } } }, []],
    [
      'a percentage over 100',
      { maxUnavailable: '150%' },
      [
        'spec.maxUnavailable: Invalid value: intstr.IntOrString{Type:1, IntVal:0, StrVal:"150%"}: must not be greater than 100%',
      ],
    ],
    [
      'a negative minAvailable',
      { minAvailable: -1 },
      ['spec.minAvailable: Invalid value: -1: must be greater than or equal to 0'],
    ],
    [
      'an unknown eviction policy',
      { unhealthyPodEvictionPolicy: 'Never' },
      [
        'spec.unhealthyPodEvictionPolicy: Unsupported value: "Never": supported values: "AlwaysAllow", "IfHealthyBudget"',
      ],
    ],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validatePodDisruptionBudget(pdb(spec), none))).toEqual(expected);
  });

  it('prints the spec as %#v when both bounds are set, noting the pointers it cannot print', () => {
    const notes: string[] = [];
    const errs = validatePodDisruptionBudget(pdb({ minAvailable: 1, maxUnavailable: 1 }), (d) =>
      notes.push(d),
    );
    expect(messages(errs)).toEqual([
      'spec: Invalid value: policy.PodDisruptionBudgetSpec{MinAvailable:(*intstr.IntOrString)(0xc000000000), Selector:(*v1.LabelSelector)(nil), MaxUnavailable:(*intstr.IntOrString)(0xc000000000), UnhealthyPodEvictionPolicy:(*policy.UnhealthyPodEvictionPolicyType)(nil)}: minAvailable and maxUnavailable cannot be both set',
    ]);
    expect([...new Set(notes)]).toEqual([
      "the address Go prints for a *intstr.IntOrString in a field error's value",
    ]);
  });
});
