// Keeps `npm run mutants` honest as the engine changes: every mutant's snippet is still in the
// engine, exactly once, in the file it names. (Whether the suite catches each mutant is what
// `npm run mutants` itself measures; it takes a minute, so it runs outside `npm test`.)

import { describe, expect, it } from 'vitest';
import { files, locate } from '../../scripts/mutants/locate.mjs';
import { mutants } from '../../scripts/mutants/mutants.mjs';
import { repoRoot } from './sharedData.ts';

describe('the mutants of npm run mutants', () => {
  const engineFiles = files(repoRoot, 'src/engine');
  it('are at least ten', () => expect(mutants.length).toBeGreaterThanOrEqual(10));
  it.each(mutants.map((m) => ({ name: m.name, m })))(
    '$name applies to the engine as it is',
    ({ m }) => {
      for (const edit of m.edits) expect(() => locate(repoRoot, engineFiles, edit)).not.toThrow();
    },
  );
});
