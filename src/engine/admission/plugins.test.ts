import { describe, expect, it } from 'vitest';
import { enabledPlugins, orderedPluginsOf, pluginExistsIn } from './plugins.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';

const none = { enable: [], disable: [] };
const newer = [
  'PodTopologyLabels',
  'NodeDeclaredFeatureValidator',
  'PodGroupProtection',
  'PodGroupWorkloadExists',
  'JobValidation',
  'PodResizeValidator',
] as const;

describe('the compiled-in plugins per version (research note §7)', () => {
  it.each<[KubernetesVersion, string[]]>([
    ['1.32', []],
    ['1.33', ['PodTopologyLabels']],
    ['1.34', ['PodTopologyLabels']],
    ['1.35', ['PodTopologyLabels', 'NodeDeclaredFeatureValidator']],
    [
      '1.36',
      [
        'PodTopologyLabels',
        'NodeDeclaredFeatureValidator',
        'PodGroupProtection',
        'PodGroupWorkloadExists',
        'JobValidation',
        'PodResizeValidator',
      ],
    ],
    [
      '1.37',
      [
        'PodTopologyLabels',
        'NodeDeclaredFeatureValidator',
        'PodGroupProtection',
        'JobValidation',
        'PodResizeValidator',
      ],
    ],
  ])('%s has %j of the plugins added after 1.32', (version, want) => {
    expect(newer.filter((p) => pluginExistsIn(p, version))).toEqual(want);
  });

  it('runs 1.36 in plugins.go order', () => {
    const order = orderedPluginsOf('1.36');
    const after = (a: string, b: string) =>
      expect(order.indexOf(a as never)).toBe(order.indexOf(b as never) + 1);
    after('PodGroupProtection', 'StorageObjectInUseProtection');
    after('PodTopologyLabels', 'DenyServiceExternalIPs');
    after('PodGroupWorkloadExists', 'PodTopologyLabels');
    after('NodeDeclaredFeatureValidator', 'PodGroupWorkloadExists');
    after('JobValidation', 'NodeDeclaredFeatureValidator');
    after('PodResizeValidator', 'JobValidation');
    after('MutatingAdmissionPolicy', 'PodResizeValidator');
  });

  it('enables every added plugin by default in its version, and none before', () => {
    expect(enabledPlugins(none, '1.32')).not.toContain('PodTopologyLabels');
    expect(enabledPlugins(none, '1.37')).toEqual(
      expect.arrayContaining([
        'PodTopologyLabels',
        'NodeDeclaredFeatureValidator',
        'PodResizeValidator',
        'MutatingAdmissionPolicy',
      ]),
    );
    expect(
      enabledPlugins({ enable: ['PodGroupWorkloadExists'], disable: [] }, '1.37'),
    ).not.toContain('PodGroupWorkloadExists');
    expect(enabledPlugins({ enable: [], disable: ['PodResizeValidator'] }, '1.36')).not.toContain(
      'PodResizeValidator',
    );
  });
});
