import { describe, expect, it } from 'vitest';
import { readAdmissionConfiguration } from './admissionConfiguration.ts';

describe('readAdmissionConfiguration', () => {
  it('maps each plugin to its embedded configuration and pointer, first entry of a name wins', () => {
    const { plugins, errors } = readAdmissionConfiguration({
      apiVersion: 'apiserver.config.k8s.io/v1',
      kind: 'AdmissionConfiguration',
      plugins: [
        { name: 'PodSecurity', configuration: { kind: 'PodSecurityConfiguration' } },
        { name: 'PodSecurity', configuration: { kind: 'Second' } },
        { name: 'EventRateLimit' },
      ],
    });
    expect(errors).toEqual([]);
    expect(plugins.get('PodSecurity')).toEqual({
      configuration: { kind: 'PodSecurityConfiguration' },
      pointer: '/cluster/admissionConfiguration/plugins/0/configuration',
    });
    expect(plugins.has('EventRateLimit')).toBe(false);
  });

  it('refuses a file path: the playground reads no files', () => {
    const { errors } = readAdmissionConfiguration({
      apiVersion: 'apiserver.config.k8s.io/v1',
      kind: 'AdmissionConfiguration',
      plugins: [{ name: 'EventRateLimit', path: 'erl.yaml' }],
    });
    expect(errors).toEqual([
      {
        kind: 'not-supported',
        pointer: '/cluster/admissionConfiguration/plugins/0/path',
        message:
          'the playground reads no files: put the content of erl.yaml under "configuration" instead',
      },
    ]);
  });

  it('reads the legacy format, a map from plugin name to configuration', () => {
    const { plugins } = readAdmissionConfiguration({
      PodNodeSelector: { podNodeSelectorPluginConfig: {} },
    });
    expect(plugins.get('PodNodeSelector')?.pointer).toBe(
      '/cluster/admissionConfiguration/PodNodeSelector',
    );
  });

  it('names the apiVersions it knows when given another', () => {
    const { errors } = readAdmissionConfiguration({
      apiVersion: 'v1',
      kind: 'AdmissionConfiguration',
    });
    expect(errors[0]).toMatchObject({ pointer: '/cluster/admissionConfiguration/apiVersion' });
  });
});
