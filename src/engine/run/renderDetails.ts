// Renders the details a step carries around the plugins — a refusal before admission, field
// errors with the step that wrote each field, conversions, an answer that is no Status — as the
// lines renderTrace prints under the step.

import type { ConversionTrace, TraceEntry } from '../admission/trace.ts';
import type { RawAnswer, RequestRefusal, TraceFieldError } from '../admission/traceSteps.ts';

function describeRefusal(r: RequestRefusal): string {
  switch (r.stage) {
    case 'route':
      return 'refused before admission: no route serves this resource';
    case 'body-size': {
      const size = r.sizeBytes !== undefined ? ` is ${String(r.sizeBytes)} bytes,` : '';
      const limit =
        r.limitBytes !== undefined ? ` the ${String(r.limitBytes)}-byte limit` : ' the limit';
      return `refused before admission: the body${size} over${limit}`;
    }
    case 'options':
      return 'refused before admission: the options (query parameters or DeleteOptions) are invalid';
    case 'deserialize':
      return 'refused before admission: the body does not decode into its type';
    case 'field-validation':
      return 'refused before admission: the body has fields its type does not declare (fieldValidation Strict)';
  }
}

// Trace indices are 0-based; the rendered list numbers steps from 1.
function describeFieldError(f: TraceFieldError): string {
  const value = f.badValue !== undefined ? `: ${f.badValue}` : '';
  const origin = f.origin === 'schema' ? ' (schema)' : f.origin === 'strategy' ? ' (strategy)' : '';
  const writer = f.writtenBy !== undefined ? `step ${String(f.writtenBy + 1)}` : 'the request';
  const detail = f.detail !== '' ? `: ${f.detail}` : '';
  return `field ${f.field}: ${f.type}${value}${detail}${origin} — written by ${writer}`;
}

/** The lines of a matchPolicy Equivalent conversion: into the matched version, and back after a patch. */
const describeConversion = (c: ConversionTrace): string[] => [
  `converted to ${c.to}, Kind=${c.kind} from ${c.from}, Kind=${c.kind}`,
  ...(c.objectBack !== undefined
    ? [`converted back to ${c.from}, Kind=${c.kind} from ${c.to}, Kind=${c.kind}`]
    : []),
];

/** One line for an HTTP answer that was no Status: code, type, how it was read, its first line. */
export function describeAnswer(a: RawAnswer): string {
  const type = a.contentType !== undefined ? ` ${a.contentType}` : '';
  const firstLine = a.body.split('\n', 1)[0] ?? '';
  const shown = firstLine.length > 200 ? `${firstLine.slice(0, 200)}…` : firstLine;
  return `answer: HTTP ${String(a.statusCode)}${type}, read as ${a.readAs === 'status' ? 'a Status' : 'an opaque body'}: ${shown}`;
}

/** The detail lines of a step's refusal, field errors, conversions and raw answer, unindented. */
export function describeDetails(e: TraceEntry): string[] {
  const lines: string[] = [];
  if (e.refusal !== undefined) lines.push(describeRefusal(e.refusal));
  if (e.conversion !== undefined) lines.push(...describeConversion(e.conversion));
  if (e.answer !== undefined) lines.push(describeAnswer(e.answer));
  for (const f of e.fieldErrors ?? []) lines.push(describeFieldError(f));
  return lines;
}
