import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validatePriorityLevelConfiguration } from './priorityLevelConfiguration.ts';

const pl = (spec: JsonObject, name = 'batch'): JsonObject => ({ metadata: { name }, spec });
const queue = (queuing: JsonObject): JsonObject => ({
  type: 'Limited',
  limited: { nominalConcurrencyShares: 10, limitResponse: { type: 'Queue', queuing } },
});

// Rows follow pkg/apis/flowcontrol/validation/validation_test.go TestPriorityLevelConfigurationValidation.
describe('validatePriorityLevelConfiguration', () => {
  it.each<[string, JsonObject, string[]]>([
    [
      'a limited level that rejects',
      { type: 'Limited', limited: { limitResponse: { type: 'Reject' } } },
      [],
    ],
    ['a queuing level with the default queues', queue({}), []],
    [
      'zero shares (allowed since 1.30)',
      {
        type: 'Limited',
        limited: { nominalConcurrencyShares: 0, limitResponse: { type: 'Reject' } },
      },
      [],
    ],
    [
      'negative shares',
      {
        type: 'Limited',
        limited: { nominalConcurrencyShares: -1, limitResponse: { type: 'Reject' } },
      },
      ['spec.limited.nominalConcurrencyShares: Invalid value: -1: must be a non-negative integer'],
    ],
    [
      'Exempt on another name',
      { type: 'Exempt' },
      [
        "spec.type: Invalid value: \"Exempt\": type must be 'Exempt' if and only if name is 'exempt'",
      ],
    ],
    [
      'an unknown type',
      { type: 'Unlimited' },
      ['spec.type: Unsupported value: "Unlimited": supported values: "Exempt", "Limited"'],
    ],
    [
      'Limited without its configuration',
      { type: 'Limited' },
      ['spec.limited: Required value: must not be empty when type is Limited'],
    ],
    [
      'queuing on a Reject response',
      { type: 'Limited', limited: { limitResponse: { type: 'Reject', queuing: {} } } },
      [
        'spec.limited.limitResponse.queuing: Forbidden: must be nil if limited.limitResponse.type is not Limited',
      ],
    ],
    [
      'Queue without queuing',
      { type: 'Limited', limited: { limitResponse: { type: 'Queue' } } },
      [
        'spec.limited.limitResponse.queuing: Required value: must not be empty if limited.limitResponse.type is Limited',
      ],
    ],
    [
      'a hand larger than the deck',
      queue({ queues: 4, handSize: 5 }),
      [
        'spec.limited.limitResponse.queuing.handSize: Invalid value: 5: should not be greater than queues (4)',
      ],
    ],
    [
      'too many entropy bits',
      queue({ queues: 128, handSize: 10 }),
      [
        'spec.limited.limitResponse.queuing.handSize: Invalid value: 10: required entropy bits of deckSize 128 and handSize 10 should not be greater than 60',
      ],
    ],
    [
      'too many queues, a negative length limit',
      queue({ queues: 10000001, handSize: 2, queueLengthLimit: -1 }),
      [
        'spec.limited.limitResponse.queuing.queueLengthLimit: Invalid value: -1: must be positive',
        'spec.limited.limitResponse.queuing.queues: Invalid value: 10000001: must not be greater than 10000000',
      ],
    ],
    [
      'a lendable percent over 100',
      { type: 'Limited', limited: { lendablePercent: 101, limitResponse: { type: 'Reject' } } },
      ['spec.limited.lendablePercent: Invalid value: 101: must be between 0 and 100, inclusive'],
    ],
  ])('%s', (_name, spec, want) => {
    expect(messages(validatePriorityLevelConfiguration(pl(spec), () => {}))).toEqual(want);
  });

  it('says the mandatory levels are compared with their fixed spec elsewhere', () => {
    const seen: string[] = [];
    validatePriorityLevelConfiguration(pl({ type: 'Exempt' }, 'exempt'), (d) => seen.push(d));
    expect(seen).toEqual([
      'the check that the mandatory priority level "exempt" keeps its fixed spec',
    ]);
  });
});
