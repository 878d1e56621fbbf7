// Renders a result as a person reads it: what kubectl would print, and the chain's steps in order.

import type { AdmissionResult } from './result.ts';
import type { CelEvaluation, NotSimulated, TraceEntry } from '../admission/trace.ts';
import { describeAnswer, describeDetails } from './renderDetails.ts';

/** Renders what kubectl prints: its own refusal, or a `Warning:` line per warning, then the error line or the success line. */
export function renderKubectl(result: AdmissionResult): string {
  if (result.kubectl !== undefined) return result.kubectl;
  const subject = result.request;
  const lines = result.warnings.map((w) => `Warning: ${w}`);
  if (!result.allowed && result.status !== undefined) {
    const s = result.status;
    lines.push(
      s.reason
        ? `Error from server (${s.reason}): ${s.message}`
        : `Error from server: ${s.message}`,
    );
  } else if (subject !== undefined) {
    const verb =
      { CREATE: 'created', UPDATE: 'configured', DELETE: 'deleted', CONNECT: 'connected' }[
        subject.operation
      ] ?? 'admitted';
    // kubectl's NamePrinter (k8s.io/cli-runtime/pkg/printers/name.go printObj): `kind.group/name`,
    // the group left out for the core group, and <unknown> for an object with no name (an access review).
    const kind = subject.kind.kind.toLowerCase();
    const what =
      subject.subResource === ''
        ? `${subject.kind.group === '' ? kind : `${kind}.${subject.kind.group}`}/${subject.name === '' ? '<unknown>' : subject.name}`
        : `${subject.resource.resource}/${subject.name} (${subject.subResource})`;
    lines.push(`${what} ${verb}${subject.dryRun ? ' (server dry run)' : ''}`);
  } else {
    lines.push('admitted');
  }
  return lines.join('\n');
}

function describeEntry(e: TraceEntry): string {
  const policy =
    e.policy !== undefined
      ? `${e.plugin} ${e.policy}${e.binding !== undefined ? ` with binding ${e.binding}` : ''}${e.param !== undefined ? ` (params ${e.param})` : ''}`
      : undefined;
  const who =
    e.webhook !== undefined ? `${e.configuration ?? ''}/${e.webhook}` : (policy ?? e.plugin);
  const where =
    e.round !== undefined
      ? ` (round ${e.round}${e.index !== undefined ? `, index ${e.index}` : ''})`
      : '';
  const time =
    e.startMs !== undefined && e.endMs !== undefined ? ` [${e.startMs}–${e.endMs} ms]` : '';
  // Manifest-based admission: the file the webhook or policy was loaded from.
  const origin = e.staticManifest !== undefined ? ` (static: ${e.staticManifest})` : '';
  return `${e.phase} ${e.webhook !== undefined ? `${e.plugin} ` : ''}${who}${origin}${where}${time}: ${e.outcome}${e.reason ? ` — ${e.reason}` : ''}`;
}

// `matchCondition "name": <expression> → true`, or `→ error: ...`.
function describeEvaluation(v: CelEvaluation): string {
  const label = v.name !== undefined ? `${v.role} "${v.name}"` : `${v.role} ${v.index}`;
  const outcome = v.error !== undefined ? `error: ${v.error}` : (v.value ?? 'not evaluated');
  return `${label}: ${v.expression.replaceAll('\n', ' ')} → ${outcome}`;
}

// A script's console and error, a live call's HTTP exchange: what a person debugging the webhook reads.
function describeOutside(e: TraceEntry): string[] {
  const lines: string[] = [];
  if (e.script !== undefined) {
    const s = e.script;
    const time = s.elapsedMs !== undefined ? `, ${String(s.elapsedMs)} ms of virtual time` : '';
    lines.push(`     script ${s.outcome} (seed ${String(s.seed)}${time})`);
    for (const log of s.logs) lines.push(`     console ${log}`);
    if (s.error !== undefined)
      lines.push(
        `     script error: ${s.error}${s.at ? ` (script line ${String(s.at.line)}, column ${String(s.at.column)})` : ''}`,
      );
  }
  if (e.http !== undefined) {
    const h = e.http;
    const answer =
      h.statusCode !== undefined
        ? `HTTP ${String(h.statusCode)}${h.contentType ? ` ${h.contentType}` : ''}`
        : (h.error ?? 'no answer');
    lines.push(`     POST ${h.url}: ${answer} in ${String(Math.round(h.durationMs))} ms`);
  }
  return lines;
}

// A nested request's steps print under the step that made it, indented one level further;
// `extra` adds lines right under a top-level step (its place in the file, the server's answer).
function describeSteps(
  trace: readonly TraceEntry[],
  indent: string,
  extra?: (e: TraceEntry) => string[],
): string[] {
  const lines: string[] = [];
  trace.forEach((e, i) => {
    const sub = `${indent}     `;
    lines.push(`${indent}${i + 1}. ${describeEntry(e)}`);
    for (const l of extra?.(e) ?? []) lines.push(`${sub}${l}`);
    for (const c of e.checks ?? [])
      lines.push(`${sub}${c.passed ? '✓' : '✗'} ${c.check}: ${c.detail}`);
    for (const v of e.evaluations ?? []) lines.push(`${sub}${describeEvaluation(v)}`);
    if (e.patch !== undefined && e.patch.length > 0)
      lines.push(`${sub}patch: ${JSON.stringify(e.patch)}`);
    for (const w of e.warnings ?? []) lines.push(`${sub}warning: ${w}`);
    for (const [k, v] of Object.entries(e.auditAnnotations ?? {}))
      lines.push(`${sub}audit annotation ${k}: ${v}`);
    for (const a of e.assumptions ?? []) lines.push(`${sub}assumed: ${a}`);
    lines.push(...describeOutside(e).map((l) => `${indent}${l}`));
    lines.push(...describeDetails(e).map((l) => `${sub}${l}`));
    if (e.nested !== undefined) {
      const n = e.nested;
      const r = n.request;
      const verdict = n.allowed
        ? 'allowed'
        : `denied${n.status !== undefined ? `: ${n.status.message}` : ''}`;
      lines.push(
        `${sub}nested request ${r.operation} ${r.resource.resource}/${r.name}: ${verdict}`,
      );
      lines.push(...describeSteps(n.trace, sub));
    }
  });
  return lines;
}

function describeNotSimulated(n: NotSimulated): string {
  const step = n.step !== undefined ? ` (step ${String(n.step + 1)})` : '';
  return `${n.assumed ? 'assumed' : 'not simulated'}${step}: ${n.feature} — ${n.detail}`;
}

/**
 * Renders the trace as a numbered step list with each step's checks, warnings and annotations;
 * `locate` turns a step's pointer into a place in the scenario's file (`file:line:column`).
 */
export function renderTrace(
  result: AdmissionResult,
  locate?: (pointer: string) => string | undefined,
): string {
  const extra = (e: TraceEntry): string[] => {
    const lines: string[] = [];
    const at = e.pointer !== undefined ? locate?.(e.pointer) : undefined;
    if (at !== undefined) lines.push(`at ${at}`);
    // kubectl's own refusal hides the server's answer; the step that stands for it says it.
    if (result.kubectl !== undefined && e.status !== undefined)
      lines.push(
        `the server answers ${String(e.status.code)} ${e.status.reason ?? ''}: ${e.status.message}`,
      );
    return lines;
  };
  const lines = describeSteps(result.trace, '', extra);
  if (result.answer !== undefined) lines.push(describeAnswer(result.answer));
  for (const n of result.notSimulated) lines.push(describeNotSimulated(n));
  return lines.join('\n');
}
