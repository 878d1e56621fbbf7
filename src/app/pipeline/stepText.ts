// The words the pipeline uses for outcomes and checks, so colour is never the only signal.

import type { MatchCheck, TraceEntry, TraceOutcome } from '../../engine/index.ts';
import type { PipelineStep } from './pipelineSteps.ts';

/** An outcome as an icon and words; `tone` picks the colour. */
export interface OutcomeLabel {
  icon: string;
  words: string;
  tone: 'ok' | 'patch' | 'skip' | 'warn' | 'deny';
}

const outcomes: Record<TraceOutcome, OutcomeLabel> = {
  skipped: { icon: '–', words: 'skipped', tone: 'skip' },
  allowed: { icon: '✓', words: 'allowed', tone: 'ok' },
  patched: { icon: '✎', words: 'patched', tone: 'patch' },
  denied: { icon: '✗', words: 'denied', tone: 'deny' },
  'failed-open': { icon: '⚠', words: 'failed open', tone: 'warn' },
  failed: { icon: '✗', words: 'failed', tone: 'deny' },
  warned: { icon: '⚠', words: 'warned', tone: 'warn' },
  'not-simulated': { icon: '?', words: 'not simulated', tone: 'warn' },
  error: { icon: '✗', words: 'error', tone: 'deny' },
};

/** Labels a trace outcome. */
export const outcomeLabel = (outcome: TraceOutcome): OutcomeLabel => outcomes[outcome];

/** Labels the final answer. */
export const answerLabel = (allowed: boolean): OutcomeLabel =>
  allowed
    ? { icon: '✓', words: 'allowed', tone: 'ok' }
    : { icon: '✗', words: 'refused', tone: 'deny' };

/** Names a step: the webhook, the admission policy, or the in-process plugin, or "Answer". */
export function stepName(step: PipelineStep): string {
  if (step.kind === 'answer') return 'Answer';
  const { entry } = step;
  if (entry.webhook !== undefined) return entry.webhook;
  if (entry.policy !== undefined) return entry.policy;
  // The engine files setup and the pre-validation steps under the plugin name "storage".
  return entry.phase === 'setup' ? 'creating the cluster objects' : entry.plugin;
}

/**
 * Says where a step belongs, after its name: "in <configuration>", or a policy's binding and param;
 * "· static" marks a webhook or policy loaded from a staticManifestsDir (manifest-based admission).
 */
export function stepContext(entry: TraceEntry): string | undefined {
  const place = placeOf(entry);
  if (entry.staticManifest === undefined) return place;
  return place === undefined ? 'static' : `${place} · static`;
}

function placeOf(entry: TraceEntry): string | undefined {
  if (entry.webhook !== undefined)
    return entry.configuration === undefined ? undefined : `in ${entry.configuration}`;
  if (entry.policy === undefined || entry.binding === undefined) return undefined;
  return entry.param === undefined
    ? `with binding ${entry.binding}`
    : `with binding ${entry.binding}, param ${entry.param}`;
}

const checkWords: Record<MatchCheck['check'], [passed: string, failed: string]> = {
  exemption: ['not exempt', 'exempt'],
  namespaceSelector: ['matches', 'does not match'],
  objectSelector: ['matches', 'does not match'],
  rules: ['match', 'do not match'],
  matchPolicy: ['matches', 'does not match'],
  matchConditions: ['match', 'do not match'],
  reinvocation: ['called again', 'not called again'],
  dryRun: ['allowed', 'refused'],
};

// Checks whose name followed by "does not match" would not read as a sentence.
const skipPhrases: Partial<Record<MatchCheck['check'], string>> = {
  exemption: 'the request is exempt from admission webhooks',
  reinvocation: 'not called again in this reinvocation round',
  dryRun: 'a dry-run request, and the webhook has side effects',
};

/** Renders one check's verdict as a mark and words, e.g. "✗ does not match". */
export function checkVerdict(check: MatchCheck): string {
  const [passed, failed] = checkWords[check.check];
  return check.passed ? `✓ ${passed}` : `✗ ${failed}`;
}

/** Finds the check that decided a skip: the last failed one (a failed rules check rescued by matchPolicy is not it). */
export function decisiveCheck(entry: TraceEntry): MatchCheck | undefined {
  if (entry.outcome !== 'skipped') return undefined;
  return entry.checks?.findLast((c) => !c.passed);
}

/** Says in one line why a skipped step was skipped, e.g. "Skipped: objectSelector does not match". */
export function skipHeadline(entry: TraceEntry): string | undefined {
  const check = decisiveCheck(entry);
  if (check === undefined)
    return entry.outcome === 'skipped' ? `Skipped: ${entry.reason}` : undefined;
  return `Skipped: ${skipPhrases[check.check] ?? `${check.check} ${checkWords[check.check][1]}`}`;
}

/** Renders a step's latency on the simulated clock, e.g. "30 ms", when it made a call. */
export function latency(entry: TraceEntry): string | undefined {
  if (entry.startMs === undefined || entry.endMs === undefined) return undefined;
  return `${entry.endMs - entry.startMs} ms`;
}

/** Names a step for its heading; a policy step names its binding and param too (one policy runs once per binding and param). */
export function stepTitle(step: PipelineStep): string {
  const context =
    step.kind === 'trace' && step.entry.policy !== undefined ? stepContext(step.entry) : undefined;
  return context === undefined ? stepName(step) : `${stepName(step)} ${context}`;
}

/** Says where a step sits: the plugin, configuration or policy, round and index, and its time on the simulated clock. */
export function stepPlace(e: TraceEntry): string {
  const parts = [e.phase === 'setup' ? 'cluster setup' : e.plugin];
  if (e.configuration !== undefined) parts.push(`configuration ${e.configuration}`);
  if (e.policy !== undefined) parts.push(`policy ${e.policy}`);
  if (e.binding !== undefined) parts.push(`binding ${e.binding}`);
  if (e.param !== undefined) parts.push(`param ${e.param}`);
  if (e.staticManifest !== undefined) parts.push(`static manifest ${e.staticManifest}`);
  if (e.round !== undefined && (e.webhook !== undefined || e.policy !== undefined))
    parts.push(`round ${e.round}`);
  if (e.index !== undefined) parts.push(`index ${e.index}`);
  if (e.startMs !== undefined && e.endMs !== undefined)
    parts.push(`called at ${e.startMs} ms, answered at ${e.endMs} ms (${e.endMs - e.startMs} ms)`);
  if (e.timeoutSeconds !== undefined) parts.push(`timeoutSeconds ${e.timeoutSeconds}`);
  return parts.join(' · ');
}
