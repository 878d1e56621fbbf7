// Order dependence: a mutating webhook whose answer (through `cases` or a script), or whose
// validating peer (the same server), reads a field that a mutating webhook later in name order
// writes, and that is not reinvoked (reinvocationPolicy Never): it never sees the later change
// (Admission Webhook Good Practices, "Don't rely on mutating webhook invocation order"; Dynamic
// Admission Control, "Reinvocation policy").

import type { AdmissionResult } from '../run/result.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';
import { webhookURL } from '../webhook/accessor.ts';
import { behaviourFor } from '../webhook/simulated/server.ts';
import type { ReviewContext } from './context.ts';
import type { Finding } from './finding.ts';
import {
  behaviourReads,
  behaviourWrites,
  type FieldPath,
  overlaps,
  patchPaths,
  pathPointer,
} from './fieldPaths.ts';
import { fieldOf, newFinding } from './newFinding.ts';

/** Reports each mutating webhook that reads what a later one writes and is never reinvoked. */
export function orderFindings(ctx: ReviewContext, result: AdmissionResult | undefined): Finding[] {
  const writes = ctx.mutating.map((hook) => writesOf(ctx, hook, result));
  const out: Finding[] = [];
  ctx.mutating.forEach((hook, i) => {
    if (hook.reinvocationPolicy === 'IfNeeded') return;
    for (const read of readsOf(ctx, hook)) {
      const later = ctx.mutating.findIndex(
        (_, j) => j > i && (writes[j] ?? []).some((w) => overlaps(w, read.path)),
      );
      if (later < 0) continue;
      const writer = ctx.mutating[later] as WebhookAccessor;
      const written = (writes[later] ?? []).find((w) => overlaps(w, read.path)) ?? read.path;
      out.push(
        newFinding(
          'order-dependent',
          fieldOf(hook, 'reinvocationPolicy'),
          `${read.reader} reads ${pathPointer(read.path)} (${read.through}), but "${writer.name}" writes ${pathPointer(written)} after webhook "${hook.name}" ran: without reinvocationPolicy IfNeeded it never sees that change`,
          { hook },
        ),
      );
      return;
    }
  });
  return out;
}

// What the webhook's answers write as written in the scenario, and what it wrote in the run (scripts).
function writesOf(
  ctx: ReviewContext,
  hook: WebhookAccessor,
  result: AdmissionResult | undefined,
): FieldPath[] {
  const found = behaviourFor(ctx.scenario.webhooks, hook);
  const out = found === undefined ? [] : behaviourWrites(found.behaviour);
  for (const e of result?.trace ?? [])
    if (
      e.plugin === 'MutatingAdmissionWebhook' &&
      e.configuration === hook.configurationName &&
      e.webhook === hook.name
    )
      out.push(...patchPaths(e.patch));
  return out;
}

// A validating webhook served by the same server is the mutating one's peer (its check of the result).
const sameServer = (a: WebhookAccessor, b: WebhookAccessor): boolean => {
  const origin = (h: WebhookAccessor): string =>
    webhookURL(h).replace(/^(https?:\/\/[^/]*).*$/, '$1');
  return origin(a) === origin(b);
};

function readsOf(
  ctx: ReviewContext,
  hook: WebhookAccessor,
): { reader: string; path: FieldPath; through: string }[] {
  const readers = [
    { hook, reader: `webhook "${hook.name}"` },
    ...ctx.validating
      .filter((v) => sameServer(v, hook))
      .map((v) => ({ hook: v, reader: `its validating peer "${v.name}"` })),
  ];
  return readers.flatMap(({ hook: h, reader }) => {
    const found = behaviourFor(ctx.scenario.webhooks, h);
    return found === undefined
      ? []
      : behaviourReads(found.behaviour).map((r) => ({ ...r, reader }));
  });
}
