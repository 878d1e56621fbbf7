// Manifest-based admission at startup: which versions and gates read staticManifestsDir, and what
// kube-apiserver refuses to start with.

import { describe, expect, it } from 'vitest';
import { binding, denyingPolicy, onlyError, runStatic } from './testing.ts';

const dir = '/etc/kubernetes/vap';
const vap = { ValidatingAdmissionPolicy: { staticManifestsDir: dir } };
const files = [
  {
    path: `${dir}/deny.yaml`,
    objects: [
      denyingPolicy('deny.static.k8s.io', 'false'),
      binding('deny.static.k8s.io', 'deny.static.k8s.io'),
    ],
  },
];
const deniedByStatic =
  "pods \"p\" is forbidden: ValidatingAdmissionPolicy 'deny.static.k8s.io' with binding 'deny.static.k8s.io' denied request: deny.static.k8s.io denies";

describe('version and gate', () => {
  it('1.37 loads the directory (the gate is beta, on)', () => {
    expect(runStatic({ configs: vap, files }).result?.status?.message).toBe(deniedByStatic);
  });

  it('1.36 refuses the field while the alpha gate is off', () => {
    const e = onlyError(runStatic({ version: '1.36', configs: vap, files }));
    expect(e.pointer).toBe(
      '/cluster/admissionConfiguration/plugins/0/configuration/staticManifestsDir',
    );
    expect(e.text).toContain(
      'it refuses to start with "couldn\'t init admission plugin "ValidatingAdmissionPolicy": staticManifestsDir: Forbidden: staticManifestsDir requires the ManifestBasedAdmissionControlConfig feature gate to be enabled"',
    );
  });

  it('1.36 loads it with the gate on', () => {
    const out = runStatic({
      version: '1.36',
      gates: { ManifestBasedAdmissionControlConfig: true },
      configs: vap,
      files,
    });
    expect(out.result?.status?.message).toBe(deniedByStatic);
  });

  it('1.37 refuses it with the gate turned off', () => {
    const out = runStatic({
      gates: { ManifestBasedAdmissionControlConfig: false },
      configs: vap,
      files,
    });
    expect(onlyError(out).text).toContain('staticManifestsDir: Forbidden');
  });

  it.each([
    ['1.35', "kube-apiserver 1.35's ValidatingAdmissionPolicy plugin reads no configuration"],
    ['1.32', "kube-apiserver 1.32's ValidatingAdmissionPolicy plugin reads no configuration"],
  ])('%s ignores the policy configuration and says so', (version, note) => {
    const r = runStatic({ version, configs: vap, files }).result;
    expect(r?.allowed).toBe(true);
    expect(r?.notSimulated.find((n) => n.feature === 'manifest-based admission')?.detail).toContain(
      note,
    );
  });

  it("1.35's lenient WebhookAdmission decoder drops the field", () => {
    const r = runStatic({
      version: '1.35',
      configs: { ValidatingAdmissionWebhook: { kubeConfigFile: '/k', staticManifestsDir: dir } },
    }).result;
    expect(r?.notSimulated.map((n) => n.detail)).toContain(
      "1.35: kube-apiserver 1.35's WebhookAdmission has no staticManifestsDir (new in 1.36): its lenient decoder drops the field",
    );
  });

  it('1.35 still needs an absolute kubeConfigFile, which 1.36 lets go with a staticManifestsDir', () => {
    const configs = { ValidatingAdmissionWebhook: { staticManifestsDir: dir } };
    const e = onlyError(runStatic({ version: '1.35', configs }));
    expect(e.pointer).toBe(
      '/cluster/admissionConfiguration/plugins/0/configuration/kubeConfigFile',
    );
    expect(e.text).toContain(
      'couldn\'t init admission plugin "ValidatingAdmissionWebhook": kubeConfigFile: Invalid value: "": must be an absolute file path',
    );
    expect(onlyError(runStatic({ configs })).text).toContain(
      // 1.37 gets past kubeConfigFile to the directory, which no file of the scenario is in.
      `staticManifestsDir: Invalid value: "${dir}": unable to read`,
    );
  });

  it('does not load the directory of a disabled plugin', () => {
    const out = runStatic({ configs: vap, files: [], disable: ['ValidatingAdmissionPolicy'] });
    expect(out.result?.allowed).toBe(true);
  });
});

describe('the configuration', () => {
  it.each([
    [
      { staticManifestsDir: dir, extra: 1 },
      'couldn\'t init admission plugin "ValidatingAdmissionPolicy": strict decoding error: unknown field "extra"',
    ],
    [
      { staticManifestsDir: 'etc/vap' },
      'couldn\'t init admission plugin "ValidatingAdmissionPolicy": staticManifestsDir: Invalid value: "etc/vap": must be an absolute file path',
    ],
    [
      { staticManifestsDir: '/etc/none' },
      'staticManifestsDir: Invalid value: "/etc/none": unable to read: stat /etc/none: no such file or directory',
    ],
    [
      { kind: 'WebhookAdmission', staticManifestsDir: dir },
      'couldn\'t init admission plugin "ValidatingAdmissionPolicy": no kind "WebhookAdmission" is registered for version "apiserver.config.k8s.io/v1" in scheme "k8s.io/apiserver/pkg/admission/plugin/policy/config/config.go:32"',
    ],
  ])('refuses %j', (configuration, want) => {
    const e = onlyError(
      runStatic({ configs: { ValidatingAdmissionPolicy: configuration }, files }),
    );
    expect(e.text).toContain(want);
  });

  it.each([
    [
      { kubeConfigFile: 'kube.yaml', staticManifestsDir: dir },
      'couldn\'t init admission plugin "ValidatingAdmissionWebhook": kubeConfigFile: Invalid value: "kube.yaml": must be an absolute file path',
    ],
    [
      { staticManifestsDir: 7 },
      'couldn\'t init admission plugin "ValidatingAdmissionWebhook": json: cannot unmarshal number into Go struct field WebhookAdmission.staticManifestsDir of type string',
    ],
  ])('refuses the WebhookAdmission %j', (configuration, want) => {
    const e = onlyError(runStatic({ configs: { ValidatingAdmissionWebhook: configuration } }));
    expect(e.text).toContain(want);
  });

  it('refuses a file that no plugin reads, at its path', () => {
    const e = onlyError(
      runStatic({ configs: vap, files: [...files, { path: '/etc/other/x.yaml', objects: [] }] }),
    );
    expect(e.pointer).toBe('/cluster/staticManifests/1/path');
    expect(e.text).toContain('kube-apiserver 1.37 never reads "/etc/other/x.yaml"');
  });

  it('refuses a file in the directory that the loader skips for its extension', () => {
    const e = onlyError(
      runStatic({ configs: vap, files: [...files, { path: `${dir}/x.txt`, objects: [] }] }),
    );
    expect(e.pointer).toBe('/cluster/staticManifests/1/path');
  });
});
