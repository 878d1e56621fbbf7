// The metadata each /status strategy keeps (release-1.32 strategy.go files, see the strategies'
// header): all keep the stored spec; the metadata they put back differs.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  apiServiceStatusStrategy,
  customResourceDefinitionStatusStrategy,
  flowSchemaStatusStrategy,
  ingressStatusStrategy,
  priorityLevelConfigurationStatusStrategy,
  validatingAdmissionPolicyStatusStrategy,
  volumeAttachmentStatusStrategy,
} from './metadataStatusStrategies.ts';
import { strategyFor } from './strategies.ts';
import type { Strategy } from './strategy.ts';
import { updated } from './testing.ts';

const stored: JsonObject = {
  metadata: {
    name: 'x',
    resourceVersion: '7',
    generation: 3,
    labels: { team: 'a' },
    annotations: { note: 'old' },
    finalizers: ['example.com/f'],
  },
  spec: { v: 'stored' },
  status: { s: 1 },
};

const request: JsonObject = {
  metadata: {
    name: 'x',
    resourceVersion: '7',
    generation: 9,
    labels: { team: 'b' },
    annotations: { note: 'new' },
    managedFields: [{ manager: 'controller' }],
  },
  spec: { v: 'request' },
  status: { s: 2 },
};

const run = (s: Strategy): JsonObject => updated(s, request, stored).object;
const meta = (o: JsonObject): JsonObject => o['metadata'] as JsonObject;

describe('the status strategies that reset metadata', () => {
  it.each([
    ingressStatusStrategy,
    volumeAttachmentStatusStrategy,
    validatingAdmissionPolicyStatusStrategy,
    apiServiceStatusStrategy,
    customResourceDefinitionStatusStrategy,
    flowSchemaStatusStrategy,
    priorityLevelConfigurationStatusStrategy,
  ])('$name keeps the stored spec and takes the new status', (s) => {
    const got = run(s);
    expect([got['spec'], got['status']]).toEqual([{ v: 'stored' }, { s: 2 }]);
  });

  it('ingressStatusStrategy and the CRD statusStrategy store the request metadata', () => {
    // The CRD's calls ResetObjectMetaForStatus(&newObj.ObjectMeta, &newObj.ObjectMeta).
    for (const s of [ingressStatusStrategy, customResourceDefinitionStatusStrategy])
      expect(meta(run(s))).toEqual(request['metadata']);
  });

  it('ResetObjectMetaForStatus puts back generation, labels, annotations, finalizers', () => {
    for (const s of [volumeAttachmentStatusStrategy, validatingAdmissionPolicyStatusStrategy]) {
      const m = meta(run(s));
      expect([m['generation'], m['labels'], m['annotations'], m['finalizers']]).toEqual([
        3,
        { team: 'a' },
        { note: 'old' },
        ['example.com/f'],
      ]);
      expect(m['managedFields']).toEqual([{ manager: 'controller' }]);
    }
  });

  it('apiServerStatusStrategy puts back labels, annotations, finalizers but not generation', () => {
    const m = meta(run(apiServiceStatusStrategy));
    expect([m['generation'], m['labels'], m['finalizers']]).toEqual([
      9,
      { team: 'a' },
      ['example.com/f'],
    ]);
  });

  it('the flowcontrol strategies take the whole stored metadata but managedFields', () => {
    for (const s of [flowSchemaStatusStrategy, priorityLevelConfigurationStatusStrategy])
      expect(meta(run(s))).toEqual({
        ...(stored['metadata'] as JsonObject),
        managedFields: [{ manager: 'controller' }],
      });
  });

  it('are the /status strategies of their resources', () => {
    expect(strategyFor({ group: 'networking.k8s.io', resource: 'ingresses' }, 'status', true)).toBe(
      ingressStatusStrategy,
    );
    expect(
      strategyFor({ group: 'apiregistration.k8s.io', resource: 'apiservices' }, 'status', true),
    ).toBe(apiServiceStatusStrategy);
  });
});
