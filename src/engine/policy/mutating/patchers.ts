// Runs one mutation of a MutatingAdmissionPolicy on the versioned object: evaluate its expression,
// then apply the JSON patch (patch/json_patch.go) or merge the apply configuration (patch/smd.go).
// An error is either a policy error (failurePolicy decides) or a status that ends the request.

import type { Status } from '../../apimachinery/status.ts';
import {
  CostBudget,
  RUNTIME_CEL_COST_BUDGET,
  celTypeName,
  formatCel,
  type CelActivation,
} from '../../cel/index.ts';
import {
  JSONPatchVal,
  ObjectVal,
  checkTypeNamesMatchFieldPathNames,
  formatMutationValue,
  mutationValueToJson,
} from '../../cel/library/mutation.ts';
import { applyPatch, type Operation } from '../../jsonpatch/index.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { failure, newInternalError } from '../../apimachinery/statusErrors.ts';
import { evaluateExpression, type CompiledExpression } from '../generic/index.ts';
import { applyStructuredMergeDiff } from './applyConfiguration.ts';
import { duplicateEntries } from './duplicateEntries.ts';
import type { SchemaNode } from './schema.ts';
import { unknownFields } from './strictDecoding.ts';

/** What one mutation did: a new object, a policy error, or a status that ends the request. */
export type MutationOutcome =
  | {
      kind: 'patched';
      object: JsonObject;
      patch: JsonValue[];
      value: string;
      note?: string;
      /** What the merge did that is not checked against upstream, for the result's notSimulated. */
      notSimulated?: string;
    }
  | { kind: 'error'; error: string; value?: string }
  | { kind: 'status'; status: Status; value?: string };

/** The inputs of one mutation: the versioned object, its type, and whether it is a typed (built-in) object. */
export interface MutationInput {
  object: JsonObject;
  schema: SchemaNode;
  typed: boolean;
  /** 1.35+: the live object's lists may repeat a key (smd.go's typed.AllowDuplicates); absent: true. */
  allowDuplicates?: boolean;
}

// Evaluates the expression with a fresh budget (RuntimeCELCostBudget per mutation); a compile error
// is reported as the compiler's text (CompilationErrors), not wrapped.
function evaluate(
  e: CompiledExpression,
  activation: CelActivation,
): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!e.compiled.ok) return { ok: false, error: e.compiled.detail };
  const outcome = evaluateExpression(e, activation, new CostBudget(RUNTIME_CEL_COST_BUDGET));
  return outcome.kind === 'value'
    ? { ok: true, value: outcome.value }
    : { ok: false, error: outcome.error };
}

const render = (v: unknown): string => formatMutationValue(v, formatCel);

/** Mirrors jsonPatcher.Patch. */
export function runJsonPatch(
  e: CompiledExpression,
  activation: CelActivation,
  input: MutationInput,
): MutationOutcome {
  const r = evaluate(e, activation);
  if (!r.ok) return { kind: 'error', error: r.error };
  const value = render(r.value);
  if (!Array.isArray(r.value))
    return {
      kind: 'error',
      error: 'type mismatch: JSONPatchType.expression should evaluate to array',
      value,
    };
  const ops: Operation[] = [];
  const patch: JsonValue[] = [];
  for (const item of r.value as unknown[]) {
    if (!(item instanceof JSONPatchVal)) {
      return {
        kind: 'error',
        error: `type mismatch: JSONPatchType.expression should evaluate to array of JSONPatch: type conversion error from '${celTypeName(item)}' to '*mutation.JSONPatchVal'`,
        value,
      };
    }
    const op = new Map<string, string>([
      ['op', goQuote(item.op)],
      ['path', goQuote(item.path)],
    ]);
    const shown: JsonObject = { op: item.op, path: item.path };
    if (item.from !== '') {
      op.set('from', goQuote(item.from));
      shown['from'] = item.from;
    }
    if (item.value !== undefined) {
      if (item.value instanceof ObjectVal) {
        const mismatch = checkTypeNamesMatchFieldPathNames(item.value);
        if (mismatch !== undefined)
          return { kind: 'error', error: `type mismatch: ${mismatch}`, value };
      }
      const json = mutationValueToJson(item.value);
      if (!json.ok)
        return {
          kind: 'error',
          error: `JSONPath valueExpression evaluated to a type that could not marshal to JSON: ${json.error}`,
          value,
        };
      op.set('value', marshalGo(json.value));
      shown['value'] = json.value;
    }
    ops.push(op);
    patch.push(shown);
  }
  const applied = applyPatch(input.object, ops);
  if (!applied.ok && applied.panic === true) {
    return {
      kind: 'status',
      status: failure(
        500,
        'InternalError',
        'This request caused apiserver to panic. Look in the logs for details.',
      ),
      value,
    };
  }
  if (!applied.ok) {
    // A failing test operation leaves the object as it was, without an error.
    if (/^testing value .* failed: test failed$/.test(applied.error)) {
      return {
        kind: 'patched',
        object: input.object,
        patch,
        value,
        note: `a test operation failed (${applied.error}): the patch is not applied`,
      };
    }
    return { kind: 'error', error: `JSON Patch: ${applied.error}`, value };
  }
  const object = applied.value;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    return {
      kind: 'status',
      status: newInternalError(`Object 'Kind' is missing in '${JSON.stringify(object)}'`),
      value,
    };
  }
  // The patched JSON is decoded strictly into the typed object: a field the type lacks is a 500.
  if (input.typed) {
    const unknown = unknownFields(input.schema, object).filter(
      (p) => !unknownFields(input.schema, input.object).includes(p),
    );
    if (unknown.length > 0) {
      return {
        kind: 'status',
        status: newInternalError(
          `strict decoding error: ${unknown.map((p) => `unknown field ${JSON.stringify(p)}`).join(', ')}`,
        ),
        value,
      };
    }
  }
  return { kind: 'patched', object, patch, value };
}

/** Mirrors applyConfigPatcher.Patch. */
export function runApplyConfiguration(
  e: CompiledExpression,
  activation: CelActivation,
  input: MutationInput,
): MutationOutcome {
  const r = evaluate(e, activation);
  if (!r.ok) return { kind: 'error', error: r.error };
  const value = render(r.value);
  if (!(r.value instanceof ObjectVal) || r.value.typeName !== 'Object') {
    const got = r.value instanceof ObjectVal ? r.value.typeName : celTypeName(r.value);
    return { kind: 'error', error: `must evaluate to Object but got ${got}`, value };
  }
  const mismatch = checkTypeNamesMatchFieldPathNames(r.value);
  if (mismatch !== undefined) return { kind: 'error', error: `type mismatch: ${mismatch}`, value };
  const json = mutationValueToJson(r.value);
  if (
    !json.ok ||
    typeof json.value !== 'object' ||
    json.value === null ||
    Array.isArray(json.value)
  ) {
    return {
      kind: 'error',
      error: `invalid return type: ${json.ok ? typeof json.value : json.error}`,
      value,
    };
  }
  const patchObject: JsonObject = { ...json.value };
  const allowDuplicates = input.allowDuplicates ?? true;
  const merged = applyStructuredMergeDiff(input.schema, input.object, patchObject, allowDuplicates);
  if (!merged.ok) return { kind: 'error', error: `error applying patch: ${merged.error}`, value };
  // Only lists the patch sets can merge into duplicate entries.
  const duplicates = allowDuplicates
    ? duplicateEntries(input.schema, input.object, '', patchObject)
    : [];
  return {
    kind: 'patched',
    object: merged.object,
    patch: [patchObject],
    value,
    ...(duplicates.length > 0 && {
      notSimulated: `the object's lists repeat a key (${duplicates.join('; ')}); how structured-merge-diff merges the patch into duplicate entries is not checked (the playground merges into the first)`,
    }),
  };
}
