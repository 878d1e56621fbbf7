// The static policy loader's refusals, in upstream's words, and where static policies run.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { binding, denyingPolicy, onlyError, runStatic } from './testing.ts';

const dir = '/etc/kubernetes/vap';
const configs = { ValidatingAdmissionPolicy: { staticManifestsDir: dir } };
const load = (...objects: JsonObject[]) =>
  runStatic({ configs, files: [{ path: `${dir}/p.yaml`, objects }] });
const prefix = `failed to initialize admission plugin "ValidatingAdmissionPolicy": failed to load static policy manifests from "${dir}": `;
const inFile = `${prefix}error loading ${dir}/p.yaml: `;
const p = denyingPolicy('p.static.k8s.io', 'false');

describe('loadPolicyManifests', () => {
  it.each([
    [
      'a policy with paramKind',
      [
        denyingPolicy('p.static.k8s.io', 'false', {
          paramKind: { apiVersion: 'v1', kind: 'ConfigMap' },
        }),
      ],
      `${inFile}ValidatingAdmissionPolicy "p.static.k8s.io": spec.paramKind is not supported for static manifests`,
      '/cluster/staticManifests/0/objects/0/spec/paramKind',
    ],
    [
      'a binding with paramRef',
      [
        p,
        binding('b.static.k8s.io', 'p.static.k8s.io', {
          paramRef: { name: 'x', parameterNotFoundAction: 'Deny' },
        }),
      ],
      `${inFile}binding "b.static.k8s.io": spec.paramRef is not supported for static manifests`,
      '/cluster/staticManifests/0/objects/1/spec/paramRef',
    ],
    [
      'a binding of a policy from the API',
      [p, binding('b.static.k8s.io', 'api-policy')],
      `${inFile}binding "b.static.k8s.io": spec.policyName "api-policy" must end with ".static.k8s.io"`,
      '/cluster/staticManifests/0/objects/1/spec/policyName',
    ],
    [
      'a binding of a policy the directory lacks',
      [p, binding('b.static.k8s.io', 'q.static.k8s.io')],
      `${prefix}binding "b.static.k8s.io" references policy "q.static.k8s.io" which does not exist in the manifest directory`,
      '/cluster/staticManifests/0/objects/1/spec/policyName',
    ],
    [
      'a policy of the other plugin',
      [{ ...p, kind: 'MutatingAdmissionPolicy' }],
      `${inFile}unsupported resource type *v1.MutatingAdmissionPolicy`,
      '/cluster/staticManifests/0/objects/0',
    ],
    [
      'a v1beta1 policy',
      [{ ...p, apiVersion: 'admissionregistration.k8s.io/v1beta1' }],
      `${inFile}unsupported resource type *v1beta1.ValidatingAdmissionPolicy`,
      '/cluster/staticManifests/0/objects/0',
    ],
    [
      'a policy the API would refuse',
      [denyingPolicy('p.static.k8s.io', 'object.nope(')],
      `${inFile}ValidatingAdmissionPolicy "p.static.k8s.io": spec.validations[0].expression: Invalid value: "object.nope(": compilation failed:`,
      '/cluster/staticManifests/0/objects/0',
    ],
  ])('refuses %s', (_, objects, message, pointer) => {
    const e = onlyError(load(...objects));
    expect(e.text).toContain(`it refuses to start with "${message}`);
    expect(e.pointer).toBe(pointer);
  });

  it('evaluates static policies before those of the API, whatever their names', () => {
    const r = runStatic({
      configs,
      files: [
        {
          path: `${dir}/p.yaml`,
          objects: [
            denyingPolicy('z.static.k8s.io', 'true'),
            binding('z.static.k8s.io', 'z.static.k8s.io'),
          ],
        },
      ],
      objects: [denyingPolicy('a', 'true'), binding('a', 'a')],
    }).result;
    expect(
      r?.trace.filter((t) => t.binding !== undefined).map((t) => [t.policy, t.staticManifest]),
    ).toEqual([
      ['z.static.k8s.io', `${dir}/p.yaml`],
      ['a', undefined],
    ]);
  });

  it('evaluates only static policies on a policy binding request', () => {
    const r = runStatic({
      configs,
      files: [
        { path: `${dir}/p.yaml`, objects: [p, binding('p.static.k8s.io', 'p.static.k8s.io')] },
      ],
      objects: [denyingPolicy('api', 'false'), binding('api', 'api')],
      request: { operation: 'CREATE', object: binding('new', 'api') },
    }).result;
    expect(r?.status?.message).toBe(
      "validatingadmissionpolicybindings.admissionregistration.k8s.io \"new\" is forbidden: ValidatingAdmissionPolicy 'p.static.k8s.io' with binding 'p.static.k8s.io' denied request: p.static.k8s.io denies",
    );
    expect(r?.trace.some((t) => t.policy === 'api')).toBe(false);
  });

  it('leaves a policy request to no policy when the directory has none', () => {
    const r = runStatic({
      configs,
      files: [{ path: `${dir}/empty.yaml`, objects: [] }],
      objects: [denyingPolicy('api', 'false'), binding('api', 'api')],
      request: { operation: 'CREATE', object: binding('new', 'api') },
    }).result;
    expect(r?.allowed).toBe(true);
    expect(r?.trace.find((t) => t.plugin === 'ValidatingAdmissionPolicy')?.reason).toBe(
      'ValidatingAdmissionPolicyBinding requests are never evaluated by admission policies',
    );
  });

  it('runs a static MutatingAdmissionPolicy from its own directory', () => {
    const mdir = '/etc/kubernetes/map';
    const r = runStatic({
      configs: { MutatingAdmissionPolicy: { staticManifestsDir: mdir } },
      files: [
        {
          path: `${mdir}/label.yaml`,
          objects: [
            {
              apiVersion: 'admissionregistration.k8s.io/v1',
              kind: 'MutatingAdmissionPolicy',
              metadata: { name: 'label.static.k8s.io' },
              spec: {
                matchConstraints: {
                  resourceRules: [
                    {
                      apiGroups: [''],
                      apiVersions: ['v1'],
                      operations: ['CREATE'],
                      resources: ['pods'],
                    },
                  ],
                },
                reinvocationPolicy: 'Never',
                mutations: [
                  {
                    patchType: 'ApplyConfiguration',
                    applyConfiguration: {
                      expression: 'Object{metadata: Object.metadata{labels: {"static": "yes"}}}',
                    },
                  },
                ],
              },
            },
            {
              apiVersion: 'admissionregistration.k8s.io/v1',
              kind: 'MutatingAdmissionPolicyBinding',
              metadata: { name: 'label.static.k8s.io' },
              spec: { policyName: 'label.static.k8s.io' },
            },
          ],
        },
      ],
    }).result;
    expect(r?.object).toMatchObject({ metadata: { labels: { static: 'yes' } } });
    expect(
      r?.trace.find((t) => t.plugin === 'MutatingAdmissionPolicy' && t.binding)?.staticManifest,
    ).toBe(`${mdir}/label.yaml`);
  });
});
