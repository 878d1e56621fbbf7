// Records audit annotations as admission attributes do: keys must be `<dns-subdomain>/<name>`
// qualified names and an existing key may not change value (k8s.io/apiserver pkg/admission/attributes.go).

import { isQualifiedName } from '../validation/names.ts';

/** The audit annotations one attributes record collected. */
export interface AnnotationRecorder {
  /** Adds one annotation; returns the API server's error text when it refuses the key or value. */
  add(key: string, value: string): string | undefined;
  /** Returns every recorded annotation, in insertion order. */
  entries(): Record<string, string>;
}

/** Mirrors checkKeyFormat: exactly one '/', and the whole key a qualified name. */
export function checkKeyFormat(key: string): string | undefined {
  if (key.split('/').length !== 2) {
    return "annotation key has invalid format, the right format is a DNS subdomain prefix and '/' and key name. (e.g. 'podsecuritypolicy.admission.k8s.io/admit-policy')";
  }
  if (isQualifiedName(key).length > 0) {
    return `annotation key has invalid format ${key}. A qualified name like 'podsecuritypolicy.admission.k8s.io/admit-policy' is required.`;
  }
  return undefined;
}

/** Creates an empty recorder. */
export function newAnnotationRecorder(): AnnotationRecorder {
  const annotations = new Map<string, string>();
  return {
    add(key, value) {
      const formatError = checkKeyFormat(key);
      if (formatError !== undefined) return formatError;
      const old = annotations.get(key);
      if (old !== undefined && old !== value) {
        // "allowd" is the API server's own spelling.
        return `admission annotations are not allowd to be overwritten, key:${JSON.stringify(key)}, old value: ${old}, new value: ${value}`;
      }
      annotations.set(key, value);
      return undefined;
    },
    entries: () => Object.fromEntries(annotations),
  };
}
