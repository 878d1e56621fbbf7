// Checks the /status updates of FlowSchemas and PriorityLevelConfigurations: mirrors
// pkg/apis/flowcontrol/validation/validation.go (release-1.32) ValidateFlowSchemaStatusUpdate and
// ValidatePriorityLevelConfigurationStatusUpdate: each condition has a type, and no type repeats.
// Neither checks the metadata (the strategies have put the stored ObjectMeta back).

import type { JsonObject } from '../../apimachinery/types.ts';
import { duplicate, type FieldError, required } from '../../apimachinery/field.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { obj, objects, str } from '../read.ts';

function validateConditions(o: JsonObject, conditionType: string): FieldError[] {
  const errs: FieldError[] = [];
  const keys = new Set<string>();
  objects(obj(o['status'])?.['conditions']).forEach((c, i) => {
    const type = str(c['type']);
    const path = `status.conditions[${i}]`;
    if (keys.has(type)) errs.push(duplicate(`${path}.type`, goNamed(conditionType, type)));
    keys.add(type);
    if (type === '') errs.push(required(`${path}.type`, 'must not be empty'));
  });
  return errs;
}

/** ValidateFlowSchemaStatusUpdate. */
export const validateFlowSchemaStatusUpdate = (fs: JsonObject): FieldError[] =>
  validateConditions(fs, 'flowcontrol.FlowSchemaConditionType');

/** ValidatePriorityLevelConfigurationStatusUpdate. */
export const validatePriorityLevelConfigurationStatusUpdate = (pl: JsonObject): FieldError[] =>
  validateConditions(pl, 'flowcontrol.PriorityLevelConfigurationConditionType');
