import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  allOrderedPlugins,
  enabledPlugins,
  parseScenario,
  type PluginName,
} from '../../engine/index.ts';
import { offeredObjects, pluginReads } from './pluginObjects.ts';

type Obj = Record<string, any>;
const documents = (yaml: string): Obj[] =>
  parseAllDocuments(yaml, { version: '1.1' }).map((d) => d.toJS() as Obj);
const defaults = enabledPlugins({ enable: [], disable: [] }, '1.32');
const clusterScoped = new Set([
  'Namespace',
  'Node',
  'PriorityClass',
  'StorageClass',
  'IngressClass',
  'RuntimeClass',
  'ClusterRole',
  'ClusterRoleBinding',
]);

describe('offeredObjects', () => {
  it('offers a group per enabled plugin that reads objects, in the order the chain runs them', () => {
    expect(offeredObjects(defaults, 'team-a').map((g) => g.plugin)).toEqual([
      'NamespaceLifecycle',
      'LimitRanger',
      'ServiceAccount',
      'PodSecurity',
      'Priority',
      'DefaultStorageClass',
      'PersistentVolumeClaimResize',
      'RuntimeClass',
      'CertificateApproval',
      'CertificateSigning',
      'ClusterTrustBundleAttest',
      'DefaultIngressClass',
      'ResourceQuota',
    ]);
  });

  it.each<[string, { enable: string[]; disable: string[] }, PluginName, boolean]>([
    [
      'a disabled default plugin is left out',
      { enable: [], disable: ['LimitRanger'] },
      'LimitRanger',
      false,
    ],
    [
      'an enabled default-off plugin is offered',
      { enable: ['PodNodeSelector'], disable: [] },
      'PodNodeSelector',
      true,
    ],
    [
      'disable wins over enable',
      { enable: ['NodeRestriction'], disable: ['NodeRestriction'] },
      'NodeRestriction',
      false,
    ],
  ])('%s', (_, config, plugin, offered) => {
    const groups = offeredObjects(enabledPlugins(config, '1.32'), 'default').map((g) => g.plugin);
    expect(groups.includes(plugin)).toBe(offered);
  });

  it('keeps the chain order whatever order the enabled list is in', () => {
    const groups = offeredObjects(
      ['ResourceQuota', 'PodTolerationRestriction', 'LimitRanger', 'AlwaysPullImages'],
      'x',
    );
    expect(groups.map((g) => g.plugin)).toEqual([
      'LimitRanger',
      'PodTolerationRestriction',
      'ResourceQuota',
    ]);
  });

  it('offers LimitRange, ResourceQuota and a default ServiceAccount in the request namespace', () => {
    const [limits] = offeredObjects(['LimitRanger'], 'team-a')[0]!.objects;
    const limitRange = documents(limits!.yaml)[0]!;
    expect(limitRange).toMatchObject({ kind: 'LimitRange', metadata: { namespace: 'team-a' } });
    expect(Object.keys(limitRange.spec.limits[0])).toEqual([
      'type',
      'default',
      'defaultRequest',
      'min',
      'max',
    ]);
    const quota = documents(offeredObjects(['ResourceQuota'], 'team-a')[0]!.objects[0]!.yaml)[0]!;
    expect(quota.status.used.pods).toBe('9');
    expect(Object.keys(quota.status.hard)).toEqual(Object.keys(quota.spec.hard));
    const sa = documents(offeredObjects(['ServiceAccount'], 'team-a')[0]!.objects[0]!.yaml)[0]!;
    expect(sa).toMatchObject({
      metadata: { name: 'default', namespace: 'team-a' },
      automountServiceAccountToken: true,
    });
  });

  it('offers an active and a terminating namespace to NamespaceLifecycle', () => {
    const [active, terminating] = offeredObjects(['NamespaceLifecycle'], 'team-a')[0]!.objects.map(
      (o) => documents(o.yaml)[0]!,
    );
    expect(active).toMatchObject({
      kind: 'Namespace',
      metadata: { name: 'team-a' },
      status: { phase: 'Active' },
    });
    expect(terminating).toMatchObject({
      metadata: { name: 'team-a', deletionTimestamp: '2025-01-01T00:00:00Z' },
      status: { phase: 'Terminating' },
    });
  });

  it('defaults the namespace to default and quotes names YAML 1.1 would read as something else', () => {
    expect(
      documents(offeredObjects(['LimitRanger'], '')[0]!.objects[0]!.yaml)[0]!.metadata.namespace,
    ).toBe('default');
    for (const name of ['yes', 'no', '123', 'null', '1e3', 'a: b']) {
      const ns = documents(offeredObjects(['PodSecurity'], name)[0]!.objects[0]!.yaml)[0]!;
      expect(ns.metadata.name).toBe(name);
    }
  });

  it('binds the RBAC examples to the request user, or to every signed-in user', () => {
    const [, bindingFor] = documents(
      offeredObjects(['CertificateApproval'], 'x', 'system:node:node-1')[0]!.objects[0]!.yaml,
    );
    expect(bindingFor!.subjects).toEqual([
      { kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: 'system:node:node-1' },
    ]);
    const [role, binding] = documents(
      offeredObjects(['CertificateApproval'], 'x')[0]!.objects[0]!.yaml,
    );
    expect(binding!.subjects[0]).toMatchObject({ kind: 'Group', name: 'system:authenticated' });
    expect(binding!.roleRef.name).toBe(role!.metadata.name);
    expect(role!.rules[0]).toEqual({
      apiGroups: ['certificates.k8s.io'],
      resources: ['signers'],
      resourceNames: ['kubernetes.io/kube-apiserver-client'],
      verbs: ['approve'],
    });
  });

  it('names the kind, metadata and namespace of every template as written', () => {
    const groups = offeredObjects(allOrderedPlugins, 'team-a', 'alice');
    expect(groups.map((g) => g.plugin)).toEqual(allOrderedPlugins.filter((p) => pluginReads[p]));
    for (const { objects } of groups) {
      for (const offered of objects) {
        const docs = documents(offered.yaml);
        expect(docs[0]!.kind).toBe(offered.kind);
        expect(offered.label).not.toBe('');
        expect(offered.note).not.toBe('');
        for (const doc of docs) {
          expect(doc.apiVersion).toMatch(/^([a-z.0-9]+\/)?v1$/);
          expect(doc.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/);
          expect(doc.metadata.namespace).toBe(
            clusterScoped.has(String(doc.kind)) ? undefined : 'team-a',
          );
        }
      }
    }
  });

  it('gives the engine objects it reads without an error', () => {
    const objects = offeredObjects(allOrderedPlugins, 'team-a', 'alice').flatMap((g) =>
      g.objects.flatMap((o) => documents(o.yaml)),
    );
    const parsed = parseScenario(
      JSON.stringify({ request: { namespace: 'team-a' }, cluster: { objects } }),
    );
    expect(parsed.ok && parsed.value.scenario.cluster.objects.map((o) => o.object['kind'])).toEqual(
      objects.map((o) => o.kind),
    );
  });
});
