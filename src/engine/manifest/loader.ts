// Lists the documents a plugin reads from its staticManifestsDir: the files directly in the
// directory (not in subdirectories) named *.yaml, *.yml or *.json, in file-name order, each
// file's documents in order (k8s.io/apiserver pkg/admission/plugin/manifest/loader.go LoadFiles).

import type { ClusterObject, StaticManifestFile } from '../scenario/types.ts';
import { compareUtf8 } from '../apimachinery/utf8.ts';

/** One document of a manifest file, with the file it came from (FileDoc). */
export interface FileDoc {
  filePath: string;
  doc: ClusterObject;
}

const extensions = ['.yaml', '.yml', '.json'];

// filepath.Clean's effect on a directory the configuration names: no trailing slash.
const cleanDir = (dir: string): string => (dir.length > 1 ? dir.replace(/\/+$/, '') : dir);

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** Reports whether a file lies directly in the directory. */
export const isInDirectory = (path: string, dir: string): boolean => {
  const d = cleanDir(dir);
  const prefix = d === '/' ? '/' : `${d}/`;
  return path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
};

/** Reports whether the loader reads a file of this name (its extension, case-insensitive). */
export const isManifestFileName = (path: string): boolean => {
  const name = baseName(path).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot >= 0 && extensions.includes(name.slice(dot));
};

/** What os.Stat finds at a path: a directory when a file of the scenario lies below it. */
export function statPath(
  dir: string,
  files: readonly StaticManifestFile[],
): 'directory' | 'file' | 'missing' {
  const d = cleanDir(dir);
  if (files.some((f) => f.path === d)) return 'file';
  return files.some((f) => f.path.startsWith(d === '/' ? '/' : `${d}/`)) ? 'directory' : 'missing';
}

/** Lists the directory's documents in the order the loader reads them. */
export function loadFiles(dir: string, files: readonly StaticManifestFile[]): FileDoc[] {
  return files
    .filter((f) => isInDirectory(f.path, dir) && isManifestFileName(f.path))
    .sort((a, b) => compareUtf8(baseName(a.path), baseName(b.path)))
    .flatMap((f) => f.objects.map((doc) => ({ filePath: f.path, doc })));
}
