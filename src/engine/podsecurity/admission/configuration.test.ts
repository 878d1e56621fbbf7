// Ports TestLoadFromData (admission/api/load/load_test.go) and the error texts of
// ValidatePodSecurityConfiguration / ToPolicy as Plugin.ValidateInitialization words them.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { defaultedDefaults, loadConfiguration } from './configuration.ts';
import { completeConfiguration } from './configurationValidation.ts';

const v1 = 'pod-security.admission.config.k8s.io/v1';
const noExemptions = { usernames: [], namespaces: [], runtimeClasses: [] };

describe('loadConfiguration (TestLoadFromData)', () => {
  it('gives the defaults when the scenario has no configuration', () => {
    expect(loadConfiguration(undefined)).toEqual({
      ok: true,
      value: {
        defaults: {
          enforce: 'privileged',
          'enforce-version': 'latest',
          audit: 'privileged',
          'audit-version': 'latest',
          warn: 'privileged',
          'warn-version': 'latest',
        },
        exemptions: noExemptions,
      },
    });
  });

  it.each(['v1alpha1', 'v1beta1', 'v1'])('decodes and defaults %s', (version) => {
    const config = {
      apiVersion: `pod-security.admission.config.k8s.io/${version}`,
      kind: 'PodSecurityConfiguration',
      defaults: { enforce: 'baseline', 'enforce-version': 'v1.7' },
      exemptions: {
        usernames: ['alice', 'bob'],
        namespaces: ['kube-system'],
        runtimeClasses: ['special'],
      },
    };
    expect(loadConfiguration(config)).toEqual({
      ok: true,
      value: {
        defaults: { ...defaultedDefaults(), enforce: 'baseline', 'enforce-version': 'v1.7' },
        exemptions: {
          usernames: ['alice', 'bob'],
          namespaces: ['kube-system'],
          runtimeClasses: ['special'],
        },
      },
    });
  });

  it.each<[string, JsonObject, string]>([
    [
      'missing apiVersion',
      { kind: 'PodSecurityConfiguration' },
      `Object 'apiVersion' is missing in '{"kind":"PodSecurityConfiguration"}'`,
    ],
    [
      'missing kind',
      { apiVersion: v1 },
      `Object 'Kind' is missing in '{"apiVersion":"pod-security.admission.config.k8s.io/v1"}'`,
    ],
    [
      'unknown group',
      { apiVersion: 'apps/v1alpha1', kind: 'PodSecurityConfiguration' },
      'no kind "PodSecurityConfiguration" is registered for version "apps/v1alpha1" in scheme "k8s.io/pod-security-admission/admission/api/scheme/scheme.go:31"',
    ],
    [
      'unknown version',
      { apiVersion: 'pod-security.admission.config.k8s.io/v99', kind: 'PodSecurityConfiguration' },
      'no kind "PodSecurityConfiguration" is registered for version "pod-security.admission.config.k8s.io/v99" in scheme "k8s.io/pod-security-admission/admission/api/scheme/scheme.go:31"',
    ],
    [
      'unknown kind',
      { apiVersion: v1, kind: 'SomeConfiguration' },
      'no kind "SomeConfiguration" is registered for version "pod-security.admission.config.k8s.io/v1" in scheme "k8s.io/pod-security-admission/admission/api/scheme/scheme.go:31"',
    ],
    [
      'unknown field',
      { apiVersion: v1, kind: 'PodSecurityConfiguration', deflaults: { enforce: 'baseline' } },
      'strict decoding error: unknown field "deflaults"',
    ],
    [
      'unknown nested fields',
      {
        apiVersion: v1,
        kind: 'PodSecurityConfiguration',
        defaults: { enforc: 'baseline' },
        exemptions: { users: [] },
      },
      'strict decoding error: unknown field "defaults.enforc", unknown field "exemptions.users"',
    ],
    [
      'a number for a level',
      { apiVersion: v1, kind: 'PodSecurityConfiguration', defaults: { enforce: 1 } },
      'json: cannot unmarshal number into Go struct field PodSecurityDefaults.defaults.enforce of type string',
    ],
    [
      'a string for a list',
      { apiVersion: v1, kind: 'PodSecurityConfiguration', exemptions: { usernames: 'alice' } },
      'json: cannot unmarshal string into Go struct field PodSecurityExemptions.exemptions.usernames of type []string',
    ],
  ])('refuses %s', (_name, config, error) => {
    expect(loadConfiguration(config)).toEqual({ ok: false, error });
  });
});

describe('completeConfiguration (ValidateInitialization)', () => {
  const load = (config: JsonObject) => {
    const loaded = loadConfiguration({
      apiVersion: v1,
      kind: 'PodSecurityConfiguration',
      ...config,
    });
    if (!loaded.ok) throw new Error(loaded.error);
    return completeConfiguration(loaded.value, '1.32');
  };

  it('turns the defaults into the default policy', () => {
    expect(load({ defaults: { enforce: 'baseline', 'warn-version': 'v1.30' } })).toEqual({
      ok: true,
      defaultPolicy: {
        enforce: { level: 'baseline', version: { latest: true } },
        audit: { level: 'privileged', version: { latest: true } },
        warn: { level: 'privileged', version: { latest: false, major: 1, minor: 30 } },
      },
    });
  });

  it.each<[string, JsonObject, string]>([
    [
      'a bad level',
      { defaults: { enforce: 'strict' } },
      'PodSecurity configuration error: Enforce.Level: must be one of privileged, baseline, restricted',
    ],
    [
      'several bad defaults',
      { defaults: { enforce: 'strict', 'audit-version': '1.30', warn: 'none' } },
      'PodSecurity configuration error: [Enforce.Level: must be one of privileged, baseline, restricted, Audit.Version: must be "latest" or "v1.x", Warn.Level: must be one of privileged, baseline, restricted]',
    ],
    [
      'a namespace that is not a DNS label',
      { exemptions: { namespaces: ['Kube_System'] } },
      `PodSecurity invalid: exemptions.namespaces[0]: Invalid value: "Kube_System": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')`,
    ],
    [
      'a dotted namespace name, which is a subdomain but not a label',
      { exemptions: { namespaces: ['kube.system'] } },
      'PodSecurity invalid: exemptions.namespaces[0]: Invalid value: "kube.system": must not contain dots',
    ],
    [
      'duplicates and an empty user name',
      { exemptions: { usernames: ['alice', '', 'alice'], runtimeClasses: ['gvisor', 'gvisor'] } },
      'PodSecurity invalid: [exemptions.runtimeClasses[1]: Duplicate value: "gvisor", exemptions.usernames[1]: Required value, exemptions.usernames[2]: Duplicate value: "alice"]',
    ],
  ])('refuses %s', (_name, config, error) => {
    expect(load(config)).toEqual({ ok: false, error });
  });
});
