// Registers the Kubernetes CEL libraries a kube-apiserver of version 1.<minor> offers
// (k8s.io/apiserver/pkg/cel/environment/base.go, IntroducedVersion of each entry).

import type { Environment } from '@marcbachmann/cel-js';
import { registerCelGoCompat } from './celGoCompat.ts';
import { registerCIDRLibrary } from './cidr.ts';
import { registerTwoVarComprehensions } from './comprehensions.ts';
import { registerExtListsLibrary } from './extLists.ts';
import { registerFormatLibrary } from './format.ts';
import { registerIPLibrary } from './ip.ts';
import { registerListsLibrary } from './lists.ts';
import { registerListsV1Library } from './listsV1.ts';
import { registerOptionalLibrary } from './optional.ts';
import { registerQuantityLibrary } from './quantity.ts';
import { registerRegexLibrary } from './regex.ts';
import { registerSemverLibrary } from './semver.ts';
import { registerSetsLibrary } from './sets.ts';
import { registerStringsLibrary } from './strings.ts';
import { registerURLsLibrary } from './urls.ts';

export { UNSUPPORTED_CEL_FEATURES, findUnsupportedCelFeature } from './unsupported.ts';

interface VersionedLibrary {
  introduced: number;
  /** Registers the library as 1.<minor> has it (a later fix may change an answer). */
  register(env: Environment, minor: number): void;
}

// In base.go order. The authorizer libraries (1.27, 1.31) are wired by the CEL core.
const libraries: VersionedLibrary[] = [
  { introduced: 0, register: registerCelGoCompat },
  { introduced: 0, register: registerURLsLibrary },
  { introduced: 0, register: registerRegexLibrary },
  { introduced: 0, register: registerListsLibrary },
  // cel.OptionalTypes() (1.28): what cel-js's optional support lacks.
  { introduced: 28, register: registerOptionalLibrary },
  { introduced: 28, register: registerQuantityLibrary },
  // ext.Strings: version 0 until 1.28 (cel-js has its functions built in), version 2 from 1.29.
  { introduced: 29, register: registerStringsLibrary },
  { introduced: 29, register: registerSetsLibrary },
  { introduced: 30, register: registerIPLibrary },
  { introduced: 30, register: registerCIDRLibrary },
  { introduced: 31, register: registerFormatLibrary },
  { introduced: 32, register: registerTwoVarComprehensions },
  { introduced: 33, register: registerSemverLibrary },
  { introduced: 34, register: registerExtListsLibrary },
  // library.Lists(ListsVersion(1)) (1.37): includes.
  { introduced: 37, register: registerListsV1Library },
];

/** Registers every library whose IntroducedVersion is at most 1.<minor>. */
export function registerKubernetesLibraries(env: Environment, minor: number): void {
  for (const lib of libraries) if (lib.introduced <= minor) lib.register(env, minor);
}
