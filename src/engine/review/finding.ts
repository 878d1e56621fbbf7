// What a review of the scenario's admission configuration reports: one finding per good practice a
// configuration, webhook or policy breaks. Follows the Kubernetes documentation's "Admission
// Webhook Good Practices" page and the webhook sections of "Dynamic Admission Control".

import type { SourceSpan } from '../errors.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { CheckId } from './checks.ts';

/**
 * How much a finding matters. `error`: the configuration can break the cluster or the request as
 * it stands (`lint` exits 1); `warning`: a practice the upstream guidance advises against;
 * `info`: worth knowing, harmless as it stands.
 */
export type Severity = 'error' | 'warning' | 'info';

/** The upstream guidance a check follows: the page, the section title as written, its address. */
export interface Guidance {
  page: string;
  section: string;
  url: string;
}

/** One field that differs between two objects, by JSON pointer; absent means the field is not there. */
export interface FieldChange {
  pointer: string;
  before?: JsonValue;
  after?: JsonValue;
}

/** A mutating webhook's output and what its answer makes of that output a second time. */
export interface IdempotencyDiff {
  /** The object after the webhook's first answer. */
  before: JsonValue;
  /** The same object after its answer to that object; absent when the second answer denied. */
  after?: JsonValue;
  changes: FieldChange[];
}

/** One broken good practice, at its place in the scenario. */
export interface Finding {
  id: CheckId;
  severity: Severity;
  /** One line in plain words. */
  message: string;
  /** The field it concerns: a JSON pointer into the scenario. */
  pointer: string;
  /** The pointer's place in the scenario text, when the parser kept one. */
  span?: SourceSpan;
  configuration?: string;
  webhook?: string;
  /** Why it matters. */
  why: string;
  guidance: Guidance;
  /** For `not-idempotent`: both objects and their differences. */
  diff?: IdempotencyDiff;
}
