// Loads one policy plugin's static policies and bindings from its staticManifestsDir: decode each
// document, accept its plugin's v1 policy or binding kind, validate it as the API would on create,
// check its name and the manifest-only rules (no paramKind, no paramRef, a static policyName),
// check every binding names a policy of the directory, then sort by name; every policy becomes a
// hook with its bindings (k8s.io/apiserver pkg/admission/plugin/policy/manifest/loader/loader.go
// LoadPolicyManifests, policy/manifest/source/source.go compile; kubernetes' defaultAndValidateVAP).

import { aggregateString } from '../apimachinery/field.ts';
import { goQuote } from '../apimachinery/goJson.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { compareUtf8 } from '../apimachinery/utf8.ts';
import {
  objectName,
  paramKindOf,
  paramRefOf,
  policyNameOf,
  type PolicyObject,
} from '../policy/generic/accessor.ts';
import type { PolicyHook, PolicyKinds } from '../policy/generic/policySource.ts';
import type { StaticManifestFile } from '../scenario/types.ts';
import { policyObjectErrors } from '../validation/policyObjectsLazy.ts';
import { decodeDoc, strictDecodingError } from './decode.ts';
import { loadFiles } from './loader.ts';
import type { LoadError } from './loadError.ts';
import { STATIC_CONFIG_SUFFIX, validateManifestName } from './validation.ts';

interface Accepted extends PolicyObject {
  filePath: string;
}

/** Loads the directory's policies and bindings of one plugin into hooks (policies by name), or the first error. */
export function loadPolicyManifests(
  dir: string,
  files: readonly StaticManifestFile[],
  kinds: PolicyKinds,
  version: KubernetesVersion,
): { hooks: PolicyHook[] } | { error: LoadError } {
  const policies: Accepted[] = [];
  const bindings: Accepted[] = [];
  const seenPolicies = new Map<string, string>();
  const seenBindings = new Map<string, string>();
  for (const { filePath, doc } of loadFiles(dir, files)) {
    const fail = (message: string, pointer = doc.pointer) => ({
      error: { message: `error loading ${filePath}: ${message}`, pointer },
    });
    const decoded = decodeDoc(doc.object);
    if (!decoded.ok) return fail(decoded.error);
    const strict =
      decoded.v1Kind === undefined
        ? undefined
        : strictDecodingError(doc.object, decoded.v1Kind, version);
    if (strict !== undefined) return fail(strict);
    const isPolicy = decoded.v1Kind === kinds.policy;
    if (!isPolicy && decoded.v1Kind !== kinds.binding)
      return fail(`unsupported resource type ${decoded.goType}`);
    const kind = isPolicy ? kinds.policy : kinds.binding;
    const item: Accepted = {
      name: objectName(doc.object),
      object: doc.object,
      pointer: doc.pointer,
      filePath,
    };
    const errs = policyObjectErrors(doc.object, version);
    if (errs.length > 0)
      return fail(`${kind} ${goQuote(item.name)}: ${aggregateString(errs, version)}`);
    const nameError = validateManifestName(
      item.name,
      filePath,
      isPolicy ? seenPolicies : seenBindings,
    );
    if (nameError !== undefined) return fail(nameError, `${doc.pointer}/metadata`);
    const constraint = isPolicy
      ? policyConstraint(item, kind)
      : bindingConstraint(item.name, policyNameOf(item), paramRefOf(item) !== undefined);
    if (constraint !== undefined) return fail(constraint.message, `${doc.pointer}${constraint.at}`);
    (isPolicy ? policies : bindings).push(item);
  }
  const names = new Set(policies.map((p) => p.name));
  // validateBindingReferences: after every file, and not prefixed with a file.
  const orphan = bindings.find((b) => !names.has(policyNameOf(b)));
  if (orphan !== undefined)
    return {
      error: {
        message: `binding ${goQuote(orphan.name)} references policy ${goQuote(policyNameOf(orphan))} which does not exist in the manifest directory`,
        pointer: `${orphan.pointer}/spec/policyName`,
      },
    };
  const byName = (a: Accepted, b: Accepted): number => compareUtf8(a.name, b.name);
  bindings.sort(byName);
  return {
    hooks: policies.sort(byName).map((p) => ({
      policy: { name: p.name, object: p.object, pointer: p.pointer },
      bindings: bindings
        .filter((b) => policyNameOf(b) === p.name)
        .map((b) => ({ name: b.name, object: b.object, pointer: b.pointer })),
      staticManifest: p.filePath,
    })),
  };
}

// validatePolicyManifestConstraints for a policy: params need the API, so none.
function policyConstraint(
  policy: PolicyObject,
  kind: string,
): { message: string; at: string } | undefined {
  if (paramKindOf(policy) === undefined) return undefined;
  return {
    message: `${kind} ${goQuote(policy.name)}: spec.paramKind is not supported for static manifests`,
    at: '/spec/paramKind',
  };
}

// validateBindingConstraints: a static policy's name, and no params.
function bindingConstraint(
  name: string,
  policyName: string,
  hasParamRef: boolean,
): { message: string; at: string } | undefined {
  if (policyName.length === 0)
    return {
      message: `binding ${goQuote(name)} must reference a policy (spec.policyName)`,
      at: '/spec',
    };
  if (!policyName.endsWith(STATIC_CONFIG_SUFFIX))
    return {
      message: `binding ${goQuote(name)}: spec.policyName ${goQuote(policyName)} must end with ${goQuote(STATIC_CONFIG_SUFFIX)}`,
      at: '/spec/policyName',
    };
  if (hasParamRef)
    return {
      message: `binding ${goQuote(name)}: spec.paramRef is not supported for static manifests`,
      at: '/spec/paramRef',
    };
  return undefined;
}
