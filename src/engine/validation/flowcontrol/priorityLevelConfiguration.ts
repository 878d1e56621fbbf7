// Checks a PriorityLevelConfiguration: mirrors pkg/apis/flowcontrol/validation/validation.go
// ValidatePriorityLevelConfiguration (the name, the type and its Limited or Exempt configuration,
// the limit response and its shuffle-sharding queues) as priorityLevelConfigurationStrategy
// (pkg/registry/flowcontrol/prioritylevelconfiguration/strategy.go) runs it on create and update,
// with AllowZeroLimitedNominalConcurrencyShares. The v1 scheme defaults (SetDefaults_
// LimitedPriorityLevelConfiguration, SetDefaults_QueuingConfiguration) are applied first.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goInt32, goNamed } from '../../apimachinery/goValue.ts';
import { validateObjectMeta } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj, str } from '../read.ts';

type NotSimulated = (detail: string) => void;

const enablements = ['Exempt', 'Limited'];
const limitResponseTypes = ['Queue', 'Reject'];
const maxQueues = 10 * 1000 * 1000;
// shufflesharding.MaxHashBits.
const maxHashBits = 60;

// The v1 default of a zero queuing field (SetDefaults_QueuingConfiguration).
const orDefault = (v: number | undefined, d: number): number =>
  v === undefined || v === 0 ? d : v;

// shufflesharding.RequiredEntropyBits: ceil(log2(deckSize) * handSize).
const requiredEntropyBits = (deckSize: number, handSize: number): number =>
  Math.ceil(Math.log2(deckSize) * handSize);

/** ValidatePriorityLevelQueuingConfiguration. */
function validateQueuing(queuing: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const queueLengthLimit = orDefault(num(queuing['queueLengthLimit']), 50);
  const queues = orDefault(num(queuing['queues']), 64);
  const handSize = orDefault(num(queuing['handSize']), 8);
  if (queueLengthLimit <= 0)
    errs.push(
      invalid(`${fldPath}.queueLengthLimit`, goInt32(queueLengthLimit), 'must be positive'),
    );
  if (queues <= 0) errs.push(invalid(`${fldPath}.queues`, goInt32(queues), 'must be positive'));
  else if (queues > maxQueues)
    errs.push(
      invalid(`${fldPath}.queues`, goInt32(queues), `must not be greater than ${maxQueues}`),
    );
  if (handSize <= 0)
    errs.push(invalid(`${fldPath}.handSize`, goInt32(handSize), 'must be positive'));
  else if (handSize > queues)
    errs.push(
      invalid(
        `${fldPath}.handSize`,
        goInt32(handSize),
        `should not be greater than queues (${queues})`,
      ),
    );
  else if (requiredEntropyBits(queues, handSize) > maxHashBits)
    errs.push(
      invalid(
        `${fldPath}.handSize`,
        goInt32(handSize),
        `required entropy bits of deckSize ${queues} and handSize ${handSize} should not be greater than ${maxHashBits}`,
      ),
    );
  return errs;
}

/** ValidateLimitResponse. */
function validateLimitResponse(lr: JsonObject, fldPath: string): FieldError[] {
  const type = str(lr['type']);
  const queuing = obj(lr['queuing']);
  if (type === 'Reject')
    return queuing === undefined
      ? []
      : [
          forbidden(
            `${fldPath}.queuing`,
            'must be nil if limited.limitResponse.type is not Limited',
          ),
        ];
  if (type === 'Queue')
    return queuing === undefined
      ? [
          required(
            `${fldPath}.queuing`,
            'must not be empty if limited.limitResponse.type is Limited',
          ),
        ]
      : validateQueuing(queuing, `${fldPath}.queuing`);
  return [
    notSupported(
      `${fldPath}.type`,
      goNamed('flowcontrol.LimitResponseType', type),
      limitResponseTypes,
    ),
  ];
}

function validatePercents(c: JsonObject, fldPath: string, borrowing: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const lendable = num(c['lendablePercent']);
  if (lendable !== undefined && !(lendable >= 0 && lendable <= 100))
    errs.push(
      invalid(
        `${fldPath}.lendablePercent`,
        goInt32(lendable),
        'must be between 0 and 100, inclusive',
      ),
    );
  const borrow = num(c['borrowingLimitPercent']);
  if (borrowing && borrow !== undefined && borrow < 0)
    errs.push(
      invalid(
        `${fldPath}.borrowingLimitPercent`,
        goInt32(borrow),
        'if specified, must be a non-negative integer',
      ),
    );
  return errs;
}

/** ValidateLimitedPriorityLevelConfiguration (zero shares allowed since 1.30). */
function validateLimited(limited: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  // SetDefaults_LimitedPriorityLevelConfiguration: 30 when absent.
  const shares = num(limited['nominalConcurrencyShares']) ?? 30;
  if (shares < 0)
    errs.push(
      invalid(
        `${fldPath}.nominalConcurrencyShares`,
        goInt32(shares),
        'must be a non-negative integer',
      ),
    );
  errs.push(
    ...validateLimitResponse(obj(limited['limitResponse']) ?? {}, `${fldPath}.limitResponse`),
  );
  errs.push(...validatePercents(limited, fldPath, true));
  return errs;
}

/** ValidateExemptPriorityLevelConfiguration. */
function validateExempt(exempt: JsonObject, fldPath: string): FieldError[] {
  const shares = num(exempt['nominalConcurrencyShares']);
  return [
    ...(shares !== undefined && shares < 0
      ? [
          invalid(
            `${fldPath}.nominalConcurrencyShares`,
            goInt32(shares),
            'must be a non-negative integer',
          ),
        ]
      : []),
    ...validatePercents(exempt, fldPath, false),
  ];
}

/** ValidatePriorityLevelConfigurationSpec. */
export function validatePriorityLevelConfigurationSpec(
  spec: JsonObject,
  name: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const type = str(spec['type']);
  const typeValue = goNamed('flowcontrol.PriorityLevelEnablement', type);
  if ((name === 'exempt') !== (type === 'Exempt'))
    errs.push(
      invalid('spec.type', typeValue, "type must be 'Exempt' if and only if name is 'exempt'"),
    );
  const limited = obj(spec['limited']);
  const exempt = obj(spec['exempt']);
  if (type === 'Exempt') {
    if (limited !== undefined)
      errs.push(forbidden('spec.limited', 'must be nil if the type is not Limited'));
    if (exempt !== undefined) errs.push(...validateExempt(exempt, 'spec.exempt'));
  } else if (type === 'Limited') {
    if (exempt !== undefined)
      errs.push(forbidden('spec.exempt', 'must be nil if the type is Limited'));
    if (limited === undefined)
      errs.push(required('spec.limited', 'must not be empty when type is Limited'));
    else errs.push(...validateLimited(limited, 'spec.limited'));
  } else errs.push(notSupported('spec.type', typeValue, enablements));
  return errs;
}

/** ValidatePriorityLevelConfiguration, as the strategy's Validate and ValidateUpdate run it. */
export function validatePriorityLevelConfiguration(
  pl: JsonObject,
  notSimulated: NotSimulated,
): FieldError[] {
  const name = str(obj(pl['metadata'])?.['name']);
  // ValidateIfMandatoryPriorityLevelConfigurationObject compares with the bootstrap objects.
  if (name === 'exempt' || name === 'catch-all')
    notSimulated(`the check that the mandatory priority level "${name}" keeps its fixed spec`);
  return [
    ...validateObjectMeta(pl, false, nameIsDNSSubdomain),
    ...validatePriorityLevelConfigurationSpec(obj(pl['spec']) ?? {}, name),
  ];
}
