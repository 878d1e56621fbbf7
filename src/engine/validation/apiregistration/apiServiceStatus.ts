// Checks an APIService /status update: mirrors k8s.io/kube-aggregator
// pkg/apis/apiregistration/validation/validation.go (v0.32.0) ValidateAPIServiceStatusUpdate and
// ValidateAPIServiceStatus: the metadata update, and each condition's status True, False or Unknown.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, notSupported } from '../../apimachinery/field.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, objects, str } from '../read.ts';

const conditionStatuses = ['True', 'False', 'Unknown'];

/** ValidateAPIServiceStatus. */
export function validateAPIServiceStatus(status: JsonObject | undefined): FieldError[] {
  return objects(status?.['conditions']).flatMap((c, i) => {
    const s = str(c['status']);
    return conditionStatuses.includes(s)
      ? []
      : [
          notSupported(
            `status.conditions[${i}].status`,
            goNamed('apiregistration.ConditionStatus', s),
            conditionStatuses,
          ),
        ];
  });
}

/** ValidateAPIServiceStatusUpdate. */
export const validateAPIServiceStatusUpdate = (
  apiService: JsonObject,
  old: JsonObject,
): FieldError[] => [
  ...validateObjectMetaUpdate(apiService, old),
  ...validateAPIServiceStatus(obj(apiService['status'])),
];
