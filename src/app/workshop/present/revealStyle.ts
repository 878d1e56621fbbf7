// The map hides what the presenter has not revealed yet without changing its layout: a style
// sheet scoped to the presenter's stage takes the unrevealed nodes out of sight (visibility keeps
// their place, so nothing jumps as steps appear). Validating webhooks are all called at t=0: from
// the validating phase on each row shows as called, its answer hidden until its turn.

import type { PresentPlan } from './presentPlan.ts';

const node = (position: number) => `.present-stage [data-step="${String(position)}"]`;
const lane = (position: number) =>
  `.present-stage .wb-lane:has(> [data-step="${String(position)}"])`;

/** Returns the CSS that hides every step after `revealed` (an index into the plan's order). */
export function revealStyle(plan: PresentPlan, revealed: number): string {
  const hidden = plan.order.slice(revealed + 1);
  const rules: string[] = [];
  if (hidden.length > 0) rules.push(`${hidden.map(node).join(',\n')} { visibility: hidden; }`);
  const waiting = plan.validating.filter((p) => hidden.includes(p));
  if (waiting.length > 0) {
    if (revealed < plan.validatingFrom) {
      // Not called yet: the whole row waits for the phase.
      rules.push(`${waiting.map(lane).join(',\n')} { visibility: hidden; }`);
    } else {
      const parts = waiting.flatMap((p) => [`${lane(p)} .wb-bar`, `${lane(p)} .wb-lane-text`]);
      rules.push(`${parts.join(',\n')} { visibility: hidden; }`);
      // The answer's words stay hidden; in their place, visible, what the room knows so far.
      rules.push(
        `${waiting.map((p) => `${lane(p)} .wb-lane-text::before`).join(',\n')} { content: 'called at 0 ms · waiting for its answer'; visibility: visible; position: absolute; }`,
      );
    }
  }
  if (plan.reinvokeFrom !== undefined && revealed < plan.reinvokeFrom)
    rules.push('.present-stage .wb-reinvoke { visibility: hidden; }');
  const answer = plan.order.at(-1);
  if (answer !== undefined && hidden.includes(answer))
    rules.push('.present-stage .wb-kubectl { visibility: hidden; }');
  return rules.join('\n');
}
