// Tests for the removed-plugin table: the startup errors kube-apiserver 1.32 gives for names it no
// longer registers, and that none of them is still in the ordered plugin list.

import { describe, expect, it } from 'vitest';
import { allOrderedPlugins } from '../admission/plugins.ts';
import { removedPlugins, unknownPluginError } from './removedPlugins.ts';

describe('removedPlugins', () => {
  it.each([
    ['SecurityContextDeny', '1.30'],
    ['PersistentVolumeLabel', '1.31'],
  ])('%s was removed in %s and stops the server when enabled', (name, removedIn) => {
    expect(removedPlugins[name]).toEqual({
      removedIn,
      startupError: `enable-admission-plugins plugin "${name}" is unknown`,
      disableStartupError: `disable-admission-plugins plugin "${name}" is unknown`,
    });
  });

  it('lists no plugin that 1.32 still runs', () => {
    const ordered: readonly string[] = allOrderedPlugins;
    expect(Object.keys(removedPlugins).filter((name) => ordered.includes(name))).toEqual([]);
    expect(ordered).toContain('ClusterTrustBundleAttest');
  });

  it('quotes the name as Go %q does', () => {
    expect(unknownPluginError('enable', 'Bad"Name')).toBe(
      'enable-admission-plugins plugin "Bad\\"Name" is unknown',
    );
  });
});
