// The strategies of the kinds the control plane and its controllers write (Events, Leases, ...):
// pkg/registry/core/event, pkg/registry/events, pkg/registry/coordination/lease strategy.go.

import type { JsonObject } from '../../apimachinery/types.ts';
import { eventFromEventsV1 } from '../../conversion/events.ts';
import { validateLease, validateLeaseUpdate } from '../../validation/coordination/lease.ts';
import { validateEventCreate, validateEventUpdate } from '../../validation/core/event.ts';
import type { KindValidator } from '../validator.ts';

// Both Event APIs store the internal core Event; the checks read its (core/v1) field names.
const asCoreEvent = (o: JsonObject, group: string): JsonObject =>
  group === '' ? o : eventFromEventsV1(o);

// eventStrategy: requestGroupVersion decides how strict the checks are (events.k8s.io/v1 and newer).
const event = (group: string): KindValidator => ({
  strategy: 'eventStrategy',
  validate: (o) => validateEventCreate(asCoreEvent(o, group), group !== ''),
  validateUpdate: (o, old) =>
    validateEventUpdate(asCoreEvent(o, group), asCoreEvent(old, group), group !== ''),
});

/** The validators of these kinds, by `group/resource`. */
export const clusterValidators: Readonly<Record<string, KindValidator>> = {
  '/events': event(''),
  'events.k8s.io/events': event('events.k8s.io'),
  'coordination.k8s.io/leases': {
    strategy: 'leaseStrategy',
    validate: (o) => validateLease(o),
    validateUpdate: (o, old) => validateLeaseUpdate(o, old),
  },
};
