// The problems strip's Review group: the engine's good-practice findings (computed in the engine
// worker, withReview.ts), each at its field, with the namespaceSelector fix where it is safe.

import type { Finding as ReviewFinding } from '../../engine/index.ts';
import type { Finding, ProblemContext, ProblemProvider } from '../problems/providers.ts';
import { excludeSystemNamespaces, namespacesToExclude } from './excludeSystemNamespaces.ts';
import './review.css';

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
  const edit = excludeSystemNamespaces(context.doc, context.source, hook);
  if (edit === undefined) return undefined;
  return { label: `Exclude ${namespacesToExclude(context.doc, hook).join(', ')}`, edit };
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
        // The section the guidance comes from; the CLI's --explain prints its page and address.
        message: `${f.message} (see "${f.guidance.section}")`,
        place: { pointer: f.pointer },
        ...(quickFix && { quickFix }),
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
