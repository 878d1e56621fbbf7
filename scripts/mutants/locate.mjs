// Finds where a mutant's edit applies (see ./mutants.mjs), in a checkout at root.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under dir, as paths relative to root. */
export function files(root, dir) {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(root, path) : [path];
  });
}

/** Where a mutant's edit applies: the one engine file whose path ends with `in` and holds `find` once. */
export function locate(root, engineFiles, edit) {
  const candidates = engineFiles.filter((f) => f.endsWith(edit.in) && !f.endsWith('.test.ts'));
  const hits = candidates.filter(
    (f) => readFileSync(join(root, f), 'utf8').split(edit.find).length === 2,
  );
  if (hits.length !== 1) {
    throw new Error(
      `cannot apply: ${hits.length} files ending in ${edit.in} hold ${JSON.stringify(edit.find)} exactly once (candidates: ${candidates.join(', ') || 'none'})`,
    );
  }
  return hits[0];
}
