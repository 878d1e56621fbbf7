// Package review mirrors no upstream package: it checks a scenario's admission configuration
// against the Kubernetes documentation's good practices ("Admission Webhook Good Practices" and
// the webhook sections of "Dynamic Admission Control"), with the engine's own matching and chain.
//
// The review's façade: every check, the findings at their places in the scenario text.

import { deterministicEnvironment } from '../admission/environment.ts';
import type { Result, EngineError } from '../errors.ts';
import type { AdmissionResult } from '../run/result.ts';
import { runScenario } from '../run/runScenario.ts';
import { runScenarioAsync, type ScenarioServers } from '../run/runScenarioAsync.ts';
import type { ParsedScenario } from '../scenario/parse.ts';
import type { ScriptCall } from '../webhook/external/calls.ts';
import { fromScript } from '../webhook/external/fromScript.ts';
import { scriptSeed } from '../webhook/external/seed.ts';
import { callKey } from '../webhook/simulated/behaviourKey.ts';
import { answer, behaviourFor, requestURL } from '../webhook/simulated/server.ts';
import { reviewContext, type ReviewContext } from './context.ts';
import { deadlockFindings } from './deadlock.ts';
import type { Finding } from './finding.ts';
import { judgeSecondAnswer, secondCalls, type SecondCall } from './idempotency.ts';
import { interceptionFindings } from './interception.ts';
import { orderFindings } from './orderDependence.ts';
import { policyFindings } from './policies.ts';
import { settingsFindings } from './settings.ts';

/** The findings, and what the review could not check (in words). */
export interface ScenarioReview {
  findings: Finding[];
  notChecked: string[];
}

/** A scenario to review, with the spans of its text when there is one (findings then carry spans). */
export type ReviewInput = Pick<ParsedScenario, 'scenario'> & Partial<Pick<ParsedScenario, 'spans'>>;

/**
 * Reviews the scenario's configurations and policies. Idempotency asks `script` webhooks nothing
 * here (their sandbox is the host's): reviewScenarioAsync does, and this lists them as not checked.
 * `result` is the scenario's run when the caller has it already.
 */
export function reviewScenario(parsed: ReviewInput, result?: AdmissionResult): ScenarioReview {
  const ctx = reviewContext(parsed.scenario);
  const run = result ?? okValue(runScenario(parsed.scenario));
  const notChecked: string[] = scriptWebhooks(ctx).map(
    (name) =>
      `idempotency of webhook "${name}": it runs a script, which runs in the host's sandbox (the CLI's lint runs it)`,
  );
  const second: Finding[] = [];
  for (const call of run === undefined ? [] : secondCalls(ctx, run)) {
    if (call.behaviour.script !== undefined) {
      notChecked.push(
        `idempotency of webhook "${call.hook.name}": it runs a script (the CLI's lint runs it)`,
      );
      continue;
    }
    const reply = answer(
      call.behaviour,
      call.hook,
      call.review,
      1,
      call.hook.timeoutSeconds,
      parsed.scenario.kubernetesVersion,
    );
    const f = judgeSecondAnswer(call, reply);
    if (f !== undefined) second.push(f);
  }
  return { findings: placed(parsed, [...staticFindings(ctx, run), ...second]), notChecked };
}

/** Reviews the scenario, running `script` webhooks through the host's sandbox for idempotency. */
export async function reviewScenarioAsync(
  parsed: ReviewInput,
  servers: ScenarioServers,
  result?: AdmissionResult,
): Promise<ScenarioReview> {
  const ctx = reviewContext(parsed.scenario);
  const run = result ?? okValue(await runScenarioAsync(parsed.scenario, servers));
  const notChecked: string[] = [];
  const second: Finding[] = [];
  const version = parsed.scenario.kubernetesVersion;
  for (const call of run === undefined ? [] : secondCalls(ctx, run)) {
    let reply;
    if (call.behaviour.script === undefined) {
      reply = answer(call.behaviour, call.hook, call.review, 1, call.hook.timeoutSeconds, version);
    } else {
      const script = await scriptCall(ctx, call);
      if (script === undefined || servers.runScript === undefined) {
        notChecked.push(`idempotency of webhook "${call.hook.name}": its script cannot run here`);
        continue;
      }
      reply = fromScript(await servers.runScript(script), script, call.behaviour.latencyMs);
    }
    const f = judgeSecondAnswer(call, reply);
    if (f !== undefined) second.push(f);
  }
  return { findings: placed(parsed, [...staticFindings(ctx, run), ...second]), notChecked };
}

// The mutating webhooks whose answers come from a script.
const scriptWebhooks = (ctx: ReviewContext): string[] =>
  ctx.mutating
    .filter((h) => behaviourFor(ctx.scenario.webhooks, h)?.behaviour.script !== undefined)
    .map((h) => h.name);

function staticFindings(ctx: ReviewContext, run: AdmissionResult | undefined): Finding[] {
  const deadlocks = deadlockFindings(ctx);
  const onLeases = new Set(
    deadlocks
      .filter((f) => f.id === 'deadlock-node-lease')
      .flatMap((f) =>
        ctx.mutating
          .concat(ctx.validating)
          .filter((h) => h.name === f.webhook && h.configurationName === f.configuration),
      )
      .map((h) => h.uid),
  );
  return [
    ...deadlocks,
    ...interceptionFindings(ctx, onLeases),
    ...settingsFindings(ctx),
    ...orderFindings(ctx, run),
    ...policyFindings(ctx),
  ];
}

// The script's second call, as the chain would make it on reinvocation (call 1).
async function scriptCall(ctx: ReviewContext, call: SecondCall): Promise<ScriptCall | undefined> {
  const { compileScript } = await import('../webhook/script/compileScript.ts');
  const compiled = compileScript(call.behaviour.script ?? '');
  if (!compiled.ok) return undefined;
  const env = deterministicEnvironment();
  return {
    kind: 'script',
    id: `${callKey(call.hook)}#1`,
    webhook: call.hook.name,
    configuration: call.hook.configurationName,
    mutating: true,
    review: call.review,
    url: requestURL(call.hook, call.hook.timeoutSeconds),
    timeoutMs: call.hook.timeoutSeconds * 1000,
    code: compiled.code,
    pointer: `${call.behaviour.pointer}/script`,
    seed: scriptSeed(ctx.scenario.name, call.key, 1),
    nowMs: env.startTimeMs + call.endMs,
    call: 1,
  };
}

const okValue = (r: Result<AdmissionResult, EngineError[]>): AdmissionResult | undefined =>
  r.ok ? r.value : undefined;

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

// Each finding gets its pointer's span; the list reads top to bottom through the text.
function placed(parsed: ReviewInput, findings: Finding[]): Finding[] {
  const withSpans = findings.map((f) => {
    const span = parsed.spans?.spanOf(f.pointer);
    return span === undefined ? f : { ...f, span };
  });
  return withSpans.sort(
    (a, b) =>
      (a.span?.line ?? 0) - (b.span?.line ?? 0) ||
      (a.span?.column ?? 0) - (b.span?.column ?? 0) ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.id.localeCompare(b.id),
  );
}
