import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFolder, sharedFolders } from './sharedData.ts';

describe('sharedFolder', () => {
  it.each(Object.keys(sharedFolders) as (keyof typeof sharedFolders)[])(
    'finds ../shared/%s beside the checkout',
    (name) => {
      expect(existsSync(sharedFolder(name))).toBe(true);
    },
  );

  it('names the missing folder when it is not there', () => {
    const folders = sharedFolders as Record<string, string>;
    const saved = folders['conformance'];
    folders['conformance'] = '/nonexistent/shared/conformance';
    try {
      expect(() => sharedFolder('conformance')).toThrow(
        /\/nonexistent\/shared\/conformance is missing: the tests compare/,
      );
    } finally {
      folders['conformance'] = saved as string;
    }
  });
});
