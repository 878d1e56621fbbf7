// The strategies of the kinds the control plane and its controllers write (Events, Leases, ...):
// pkg/registry/core/{event,endpoint,node}, pkg/registry/discovery/endpointslice,
// pkg/registry/apps/controllerrevision, pkg/registry/certificates/certificates,
// pkg/registry/flowcontrol/flowschema and pkg/registry/coordination/lease strategy.go.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  validateControllerRevision,
  validateControllerRevisionUpdate,
} from '../../validation/apps/controllerRevision.ts';
import { eventFromEventsV1 } from '../../conversion/events.ts';
import { validateLease, validateLeaseUpdate } from '../../validation/coordination/lease.ts';
import {
  validateCertificateSigningRequestCreate,
  validateCertificateSigningRequestUpdate,
} from '../../validation/certificates/csr.ts';
import { validateEndpoints, validateEndpointsUpdate } from '../../validation/core/endpoints.ts';
import { validateEventCreate, validateEventUpdate } from '../../validation/core/event.ts';
import { validateNode, validateNodeUpdate } from '../../validation/core/node.ts';
import { validateFlowSchema } from '../../validation/flowcontrol/flowSchema.ts';
import { validatePriorityLevelConfiguration } from '../../validation/flowcontrol/priorityLevelConfiguration.ts';
import {
  validateEndpointSlice,
  validateEndpointSliceUpdate,
} from '../../validation/discovery/endpointSlice.ts';
import { obj, strings } from '../../validation/read.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

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

// StrictIPCIDRValidation (on from 1.36): the legacy IP and CIDR fields refuse non-standard forms.
const strictIPCIDR = (env: ValidationEnv) =>
  featureEnabled(env.featureGates, env.version, 'StrictIPCIDRValidation');
const endpointSliceOptions = (env: ValidationEnv) => ({
  version: env.version,
  strictIPCIDR: strictIPCIDR(env),
});
const podCIDRs = (node: JsonObject): string[] => strings(obj(node['spec'])?.['podCIDRs']);

/** The validators of these kinds, by `group/resource`. */
export const clusterValidators: Readonly<Record<string, KindValidator>> = {
  '/events': event(''),
  'events.k8s.io/events': event('events.k8s.io'),
  '/nodes': {
    strategy: 'nodeStrategy',
    validate: (o, env) => validateNode(o, env.notSimulated, strictIPCIDR(env)),
    // nodeStrategy.ValidateUpdate runs ValidateNode, then ValidateNodeUpdate.
    validateUpdate: (o, old, env) => [
      ...validateNode(o, env.notSimulated, strictIPCIDR(env), podCIDRs(old)),
      ...validateNodeUpdate(o, old, env.notSimulated),
    ],
  },
  '/endpoints': {
    strategy: 'endpointsStrategy',
    validate: (o, env) => validateEndpoints(o, strictIPCIDR(env)),
    validateUpdate: (o, old, env) => validateEndpointsUpdate(o, old, strictIPCIDR(env)),
  },
  'discovery.k8s.io/endpointslices': {
    strategy: 'endpointSliceStrategy',
    validate: (o, env) => validateEndpointSlice(o, endpointSliceOptions(env)),
    validateUpdate: (o, old, env) => validateEndpointSliceUpdate(o, old, endpointSliceOptions(env)),
  },
  'apps/controllerrevisions': {
    strategy: 'controllerRevisionStrategy',
    validate: (o) => validateControllerRevision(o),
    validateUpdate: (o, old) => validateControllerRevisionUpdate(o, old),
  },
  'certificates.k8s.io/certificatesigningrequests': {
    strategy: 'csrStrategy',
    validate: (o, env) => validateCertificateSigningRequestCreate(o, env.notSimulated),
    validateUpdate: (o, old) => validateCertificateSigningRequestUpdate(o, old),
  },
  'flowcontrol.apiserver.k8s.io/flowschemas': {
    strategy: 'flowSchemaStrategy',
    validate: (o, env) => validateFlowSchema(o, env.notSimulated),
    validateUpdate: (o, _old, env) => validateFlowSchema(o, env.notSimulated),
  },
  'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations': {
    strategy: 'priorityLevelConfigurationStrategy',
    validate: (o, env) => validatePriorityLevelConfiguration(o, env.notSimulated),
    validateUpdate: (o, _old, env) => validatePriorityLevelConfiguration(o, env.notSimulated),
  },
  'coordination.k8s.io/leases': {
    strategy: 'leaseStrategy',
    validate: (o) => validateLease(o),
    validateUpdate: (o, old) => validateLeaseUpdate(o, old),
  },
};
