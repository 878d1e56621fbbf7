// Decides whether a plugin's staticManifestsDir and a manifest's name are acceptable: mirrors
// k8s.io/apiserver pkg/admission/plugin/manifest/validation.go (1.36+). The playground has no disk:
// a directory exists when a cluster.staticManifests file lies in it (an empty directory cannot be
// told from a missing one, so it reads as missing).

import { fieldErrorString, forbidden, invalid } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { goQuote } from '../apimachinery/goJson.ts';
import { STATIC_CONFIG_SUFFIX } from '../validation/staticSuffix.ts';

export { STATIC_CONFIG_SUFFIX };

/** The feature gate manifest-based admission needs (alpha off in 1.36, beta on in 1.37). */
export const MANIFEST_GATE = 'ManifestBasedAdmissionControlConfig';

/**
 * Checks the staticManifestsDir field (ValidateStaticManifestsDir): the gate, an absolute path, a
 * directory. Returns the error text, or undefined when the value is acceptable.
 */
export function validateStaticManifestsDir(
  dir: string,
  gateEnabled: boolean,
  stat: 'directory' | 'file' | 'missing',
  version: KubernetesVersion,
): string | undefined {
  if (dir.length === 0) return undefined;
  const field = 'staticManifestsDir';
  if (!gateEnabled)
    return fieldErrorString(
      forbidden(
        field,
        `staticManifestsDir requires the ${MANIFEST_GATE} feature gate to be enabled`,
      ),
      version,
    );
  if (!dir.startsWith('/'))
    return fieldErrorString(
      invalid(field, goString(dir), 'must be an absolute file path'),
      version,
    );
  if (stat === 'missing')
    // os.Stat's error, as the playground's disk would give it.
    return fieldErrorString(
      invalid(field, goString(dir), `unable to read: stat ${dir}: no such file or directory`),
      version,
    );
  if (stat === 'file')
    return fieldErrorString(invalid(field, goString(dir), 'must be a directory'), version);
  return undefined;
}

/**
 * Checks a manifest object's name (ValidateManifestName): present, with the reserved suffix, and
 * unique among the objects of its kind in the directory; records it in `seen` (name → file).
 */
export function validateManifestName(
  name: string,
  filePath: string,
  seen: Map<string, string>,
): string | undefined {
  if (name.length === 0) return `resource in file ${goQuote(filePath)} must have a name`;
  if (!name.endsWith(STATIC_CONFIG_SUFFIX))
    return `${goQuote(name)} in file ${goQuote(filePath)} must have a name ending with ${goQuote(STATIC_CONFIG_SUFFIX)}`;
  const previous = seen.get(name);
  if (previous !== undefined)
    return `duplicate name ${goQuote(name)} found in file ${goQuote(filePath)} (previously seen in ${goQuote(previous)})`;
  seen.set(name, filePath);
  return undefined;
}
