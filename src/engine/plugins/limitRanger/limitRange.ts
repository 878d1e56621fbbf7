// A core/v1 LimitRange as the LimitRanger plugin reads it: its items (type, min, max, default,
// defaultRequest, maxLimitRequestRatio) with quantities parsed, in the order the object lists them.

import type { JsonObject } from '../../apimachinery/types.ts';
import { metaString } from '../../admission/attributes.ts';
import { objectsAt, stringAt } from '../objectFields.ts';
import { readResourceList, type ResourceList } from '../resource/resourceList.ts';

/** One spec.limits item. */
export interface LimitRangeItem {
  type: string;
  max: ResourceList;
  min: ResourceList;
  default: ResourceList;
  defaultRequest: ResourceList;
  maxLimitRequestRatio: ResourceList;
}

/** A LimitRange by name with its items. */
export interface LimitRange {
  name: string;
  limits: LimitRangeItem[];
}

/** Reads a LimitRange object. */
export function readLimitRange(object: JsonObject): LimitRange {
  return {
    name: metaString(object, 'name'),
    limits: objectsAt(object, 'spec', 'limits').map((item) => ({
      type: stringAt(item, 'type'),
      max: readResourceList(item['max']),
      min: readResourceList(item['min']),
      default: readResourceList(item['default']),
      defaultRequest: readResourceList(item['defaultRequest']),
      maxLimitRequestRatio: readResourceList(item['maxLimitRequestRatio']),
    })),
  };
}
