// The problems strip's Review group: the engine's good-practice findings (computed in the engine
// worker, withReview.ts), each at its field with why it matters, the upstream guidance and, for a
// webhook that is not idempotent, both objects; with the namespaceSelector fix where it is safe.

import type { Finding as ReviewFinding } from '../../engine/index.ts';
import type {
  Finding,
  FindingDetails,
  ProblemContext,
  ProblemProvider,
} from '../problems/providers.ts';
import { excludeSystemNamespaces, namespacesToExclude } from './excludeSystemNamespaces.ts';
import { excludeInSelector } from './excludeInSelector.ts';

const DEADLOCKS = new Set([
  'deadlock-kube-system',
  'deadlock-node-lease',
  'deadlock-own-namespace',
]);

// The pointer of the webhook entry a field pointer is in: `/cluster/objects/0/webhooks/1/failurePolicy`.
const hookOf = (pointer: string): string | undefined =>
  /^(.*\/webhooks\/\d+)(?:\/|$)/.exec(pointer)?.[1];

function quickFixOf(context: ProblemContext, f: ReviewFinding): Finding['quickFix'] | undefined {
  const hook = hookOf(f.pointer);
  if (!DEADLOCKS.has(f.id) || hook === undefined || context.doc === undefined) return undefined;
  const names = namespacesToExclude(context.doc, hook);
  const edit = excludeSystemNamespaces(context.doc, context.source, hook);
  if (edit !== undefined) return { label: `Exclude ${names.join(', ')}`, edit };
  // A selector of the person's own: narrowed by one requirement, never rewritten.
  const narrowed = excludeInSelector(context.doc, context.source, hook, names);
  return narrowed && { label: `Exclude ${narrowed.added.join(', ')}`, edit: narrowed.edit };
}

function detailsOf(f: ReviewFinding): FindingDetails {
  const { page, section, url } = f.guidance;
  const diff = f.diff && {
    before: f.diff.before,
    ...(f.diff.after !== undefined && { after: f.diff.after }),
  };
  return { why: f.why, guidance: { page, section, url }, ...(diff && { diff }) };
}

/** Lists the review's findings, then what it could not check. */
export const reviewProvider: ProblemProvider = {
  group: 'review',
  name: 'review',
  find: (context) => {
    const review = context.evaluation.kind === 'result' ? context.evaluation.review : undefined;
    if (review === undefined) return [];
    const findings = review.findings.map((f, i): Finding => {
      const quickFix = quickFixOf(context, f);
      return {
        id: `review:${f.id}:${f.pointer}:${String(i)}`,
        severity: f.severity,
        // The section the guidance comes from; the row's details quote it with a link to its page.
        message: `${f.message} (see "${f.guidance.section}")`,
        place: { pointer: f.pointer },
        ...(quickFix && { quickFix }),
        details: detailsOf(f),
      };
    });
    const notChecked = review.notChecked.map((text, i): Finding => ({
      id: `review:not-checked:${String(i)}`,
      severity: 'info',
      message: `not checked: ${text}`,
    }));
    return [...findings, ...notChecked];
  },
};
