// The metric structs of a HorizontalPodAutoscaler between autoscaling/v1 (which keeps them only in
// annotations) and the internal version, written here in autoscaling/v2's JSON, which is the
// internal version's: ports the Convert_{autoscaling,v1}_*Metric{Source,Status}_To_* functions of
// pkg/apis/autoscaling/v1/conversion.go and the generated MetricSpec/MetricStatus conversions of
// zz_generated.conversion.go (release-1.32).

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { field, goStruct, present } from './fields.ts';

// A resource.Quantity that is not a pointer: its zero value marshals as "0".
const quantity = (v: JsonValue | undefined): JsonValue => (present(v) ? v : '0');
const reference = (r: JsonObject | undefined): JsonObject =>
  goStruct([
    ['kind', field(r, 'kind') ?? ''],
    ['name', field(r, 'name') ?? ''],
    ['apiVersion', field(r, 'apiVersion'), 'omitempty'],
  ]);

/** Convert_autoscaling_MetricSpec_To_v1_MetricSpec, as autoscalingv1.MetricSpec JSON. */
export function metricSpecToV1(m: JsonObject): JsonObject {
  const source = (key: string): JsonObject | undefined => asObject(m[key]);
  const target = (s: JsonObject | undefined): JsonObject | undefined => asObject(s?.['target']);
  const metric = (s: JsonObject | undefined): JsonObject | undefined => asObject(s?.['metric']);
  const object = source('object');
  const pods = source('pods');
  const resource = source('resource');
  const container = source('containerResource');
  const external = source('external');
  return goStruct([
    ['type', m['type'] ?? ''],
    [
      'object',
      object &&
        goStruct([
          ['target', reference(asObject(object['describedObject']))],
          ['metricName', metric(object)?.['name'] ?? ''],
          ['targetValue', quantity(target(object)?.['value'])],
          ['selector', metric(object)?.['selector'], 'ptr'],
          ['averageValue', target(object)?.['averageValue'], 'ptr'],
        ]),
      'ptr',
    ],
    [
      'pods',
      pods &&
        goStruct([
          ['metricName', metric(pods)?.['name'] ?? ''],
          ['targetAverageValue', quantity(target(pods)?.['averageValue'])],
          ['selector', metric(pods)?.['selector'], 'ptr'],
        ]),
      'ptr',
    ],
    [
      'resource',
      resource &&
        goStruct([
          ['name', resource['name'] ?? ''],
          ['targetAverageUtilization', target(resource)?.['averageUtilization'], 'ptr'],
          ['targetAverageValue', target(resource)?.['averageValue'], 'ptr'],
        ]),
      'ptr',
    ],
    [
      'containerResource',
      container &&
        goStruct([
          ['name', container['name'] ?? ''],
          ['targetAverageUtilization', target(container)?.['averageUtilization'], 'ptr'],
          ['targetAverageValue', target(container)?.['averageValue'], 'ptr'],
          ['container', container['container'] ?? ''],
        ]),
      'ptr',
    ],
    [
      'external',
      external &&
        goStruct([
          ['metricName', metric(external)?.['name'] ?? ''],
          ['metricSelector', metric(external)?.['selector'], 'ptr'],
          ['targetValue', target(external)?.['value'], 'ptr'],
          ['targetAverageValue', target(external)?.['averageValue'], 'ptr'],
        ]),
      'ptr',
    ],
  ]);
}

/** Convert_autoscaling_MetricStatus_To_v1_MetricStatus, as autoscalingv1.MetricStatus JSON. */
export function metricStatusToV1(m: JsonObject): JsonObject {
  const source = (key: string): JsonObject | undefined => asObject(m[key]);
  const current = (s: JsonObject | undefined): JsonObject | undefined => asObject(s?.['current']);
  const metric = (s: JsonObject | undefined): JsonObject | undefined => asObject(s?.['metric']);
  const object = source('object');
  const pods = source('pods');
  const resource = source('resource');
  const container = source('containerResource');
  const external = source('external');
  return goStruct([
    ['type', m['type'] ?? ''],
    [
      'object',
      object &&
        goStruct([
          ['target', reference(asObject(object['describedObject']))],
          ['metricName', metric(object)?.['name'] ?? ''],
          ['currentValue', quantity(current(object)?.['value'])],
          ['selector', metric(object)?.['selector'], 'ptr'],
          ['averageValue', current(object)?.['averageValue'], 'ptr'],
        ]),
      'ptr',
    ],
    [
      'pods',
      pods &&
        goStruct([
          ['metricName', metric(pods)?.['name'] ?? ''],
          ['currentAverageValue', quantity(current(pods)?.['averageValue'])],
          ['selector', metric(pods)?.['selector'], 'ptr'],
        ]),
      'ptr',
    ],
    [
      'resource',
      resource &&
        goStruct([
          ['name', resource['name'] ?? ''],
          ['currentAverageUtilization', current(resource)?.['averageUtilization'], 'ptr'],
          ['currentAverageValue', quantity(current(resource)?.['averageValue'])],
        ]),
      'ptr',
    ],
    [
      'containerResource',
      container &&
        goStruct([
          ['name', container['name'] ?? ''],
          ['currentAverageUtilization', current(container)?.['averageUtilization'], 'ptr'],
          ['currentAverageValue', quantity(current(container)?.['averageValue'])],
          ['container', container['container'] ?? ''],
        ]),
      'ptr',
    ],
    [
      'external',
      external &&
        goStruct([
          ['metricName', metric(external)?.['name'] ?? ''],
          ['metricSelector', metric(external)?.['selector'], 'ptr'],
          ['currentValue', quantity(current(external)?.['value'])],
          ['currentAverageValue', current(external)?.['averageValue'], 'ptr'],
        ]),
      'ptr',
    ],
  ]);
}

// The internal (v2) MetricIdentifier and MetricTarget the v1 sources turn into.
const identifier = (name: JsonValue | undefined, selector: JsonValue | undefined): JsonObject =>
  goStruct([
    ['name', name ?? ''],
    ['selector', selector, 'ptr'],
  ]);
const metricTarget = (
  type: string,
  value?: JsonValue,
  averageValue?: JsonValue,
  averageUtilization?: JsonValue,
): JsonObject =>
  goStruct([
    ['type', type],
    ['value', value, 'ptr'],
    ['averageValue', averageValue, 'ptr'],
    ['averageUtilization', averageUtilization, 'ptr'],
  ]);
const valueStatus = (
  value?: JsonValue,
  averageValue?: JsonValue,
  averageUtilization?: JsonValue,
): JsonObject =>
  goStruct([
    ['value', value, 'ptr'],
    ['averageValue', averageValue, 'ptr'],
    ['averageUtilization', averageUtilization, 'ptr'],
  ]);

/** Convert_v1_MetricSpec_To_autoscaling_MetricSpec, from autoscalingv1.MetricSpec JSON read as encoding/json reads it. */
export function metricSpecFromV1(m: JsonObject): JsonObject {
  const source = (key: string): JsonObject | undefined => asObject(field(m, key));
  const object = source('object');
  const pods = source('pods');
  const resource = source('resource');
  const container = source('containerResource');
  const external = source('external');
  // Resource and ContainerResource: Utilization when a utilization is given, else AverageValue.
  const resourceTarget = (s: JsonObject): JsonObject => {
    const utilization = field(s, 'targetAverageUtilization');
    return metricTarget(
      present(utilization) ? 'Utilization' : 'AverageValue',
      undefined,
      field(s, 'targetAverageValue'),
      utilization,
    );
  };
  return goStruct([
    ['type', field(m, 'type') ?? ''],
    [
      'object',
      object &&
        goStruct([
          ['describedObject', reference(asObject(field(object, 'target')))],
          [
            'target',
            metricTarget(
              present(field(object, 'averageValue')) ? 'AverageValue' : 'Value',
              quantity(field(object, 'targetValue')),
              field(object, 'averageValue'),
            ),
          ],
          ['metric', identifier(field(object, 'metricName'), field(object, 'selector'))],
        ]),
      'ptr',
    ],
    [
      'pods',
      pods &&
        goStruct([
          ['metric', identifier(field(pods, 'metricName'), field(pods, 'selector'))],
          [
            'target',
            metricTarget('AverageValue', undefined, quantity(field(pods, 'targetAverageValue'))),
          ],
        ]),
      'ptr',
    ],
    [
      'resource',
      resource &&
        goStruct([
          ['name', field(resource, 'name') ?? ''],
          ['target', resourceTarget(resource)],
        ]),
      'ptr',
    ],
    [
      'containerResource',
      container &&
        goStruct([
          ['name', field(container, 'name') ?? ''],
          ['target', resourceTarget(container)],
          ['container', field(container, 'container') ?? ''],
        ]),
      'ptr',
    ],
    [
      'external',
      external &&
        goStruct([
          ['metric', identifier(field(external, 'metricName'), field(external, 'metricSelector'))],
          [
            'target',
            metricTarget(
              present(field(external, 'targetValue')) ? 'Value' : 'AverageValue',
              field(external, 'targetValue'),
              field(external, 'targetAverageValue'),
            ),
          ],
        ]),
      'ptr',
    ],
  ]);
}

/** Convert_v1_MetricStatus_To_autoscaling_MetricStatus, from autoscalingv1.MetricStatus JSON. */
export function metricStatusFromV1(m: JsonObject): JsonObject {
  const source = (key: string): JsonObject | undefined => asObject(field(m, key));
  const object = source('object');
  const pods = source('pods');
  const resource = source('resource');
  const container = source('containerResource');
  const external = source('external');
  // The v1 currentAverageValue is no pointer: internal always gets one, "0" when unset.
  const resourceCurrent = (s: JsonObject): JsonObject =>
    valueStatus(
      undefined,
      quantity(field(s, 'currentAverageValue')),
      field(s, 'currentAverageUtilization'),
    );
  return goStruct([
    ['type', field(m, 'type') ?? ''],
    [
      'object',
      object &&
        goStruct([
          ['metric', identifier(field(object, 'metricName'), field(object, 'selector'))],
          [
            'current',
            valueStatus(quantity(field(object, 'currentValue')), field(object, 'averageValue')),
          ],
          ['describedObject', reference(asObject(field(object, 'target')))],
        ]),
      'ptr',
    ],
    [
      'pods',
      pods &&
        goStruct([
          ['metric', identifier(field(pods, 'metricName'), field(pods, 'selector'))],
          ['current', valueStatus(undefined, quantity(field(pods, 'currentAverageValue')))],
        ]),
      'ptr',
    ],
    [
      'resource',
      resource &&
        goStruct([
          ['name', field(resource, 'name') ?? ''],
          ['current', resourceCurrent(resource)],
        ]),
      'ptr',
    ],
    [
      'containerResource',
      container &&
        goStruct([
          ['name', field(container, 'name') ?? ''],
          ['current', resourceCurrent(container)],
          ['container', field(container, 'container') ?? ''],
        ]),
      'ptr',
    ],
    [
      'external',
      external &&
        goStruct([
          ['metric', identifier(field(external, 'metricName'), field(external, 'metricSelector'))],
          [
            'current',
            valueStatus(
              quantity(field(external, 'currentValue')),
              field(external, 'currentAverageValue'),
            ),
          ],
        ]),
      'ptr',
    ],
  ]);
}
