// Records audit annotations as admission attributes do: keys must be `<dns-subdomain>/<name>`
// qualified names and an existing key may not change value (k8s.io/apiserver pkg/admission/attributes.go).

import { goQuote } from '../apimachinery/goJson.ts';
import { isQualifiedName } from '../apimachinery/names.ts';

/** The audit annotations one attributes record collected. */
export interface AnnotationRecorder {
  /** Adds one annotation at an audit level (Metadata by default); returns the API server's error text when it refuses it. */
  add(key: string, value: string, level?: AuditLevel): string | undefined;
  /** Returns every recorded annotation, in insertion order. */
  entries(): Record<string, string>;
}

/** The audit level an annotation is recorded at (patch annotations are Request level). */
export type AuditLevel = 'Metadata' | 'Request';

/** Mirrors checkKeyFormat: exactly one '/', and the whole key a qualified name. */
export function checkKeyFormat(key: string): string | undefined {
  if (key.split('/').length !== 2) {
    return "annotation key has invalid format, the right format is a DNS subdomain prefix and '/' and key name. (e.g. 'podsecuritypolicy.admission.k8s.io/admit-policy')";
  }
  const problems = isQualifiedName(key);
  if (problems.length > 0) {
    return `annotation key has invalid format ${problems.join(',')}. A qualified name like 'podsecuritypolicy.admission.k8s.io/admit-policy' is required.`;
  }
  return undefined;
}

/** Creates an empty recorder. */
export function newAnnotationRecorder(): AnnotationRecorder {
  const annotations = new Map<string, { level: AuditLevel; value: string }>();
  return {
    add(key, value, level = 'Metadata') {
      const formatError = checkKeyFormat(key);
      if (formatError !== undefined) return formatError;
      const old = annotations.get(key);
      if (old !== undefined && (old.value !== value || old.level !== level)) {
        // "allowd" is the API server's own spelling; the values print as Go prints the annotation struct.
        return `admission annotations are not allowd to be overwritten, key:${goQuote(key)}, old value: {${old.level} ${old.value}}, new value: {${level} ${value}}`;
      }
      annotations.set(key, { level, value });
      return undefined;
    },
    entries: () => Object.fromEntries([...annotations].map(([k, v]) => [k, v.value])),
  };
}
