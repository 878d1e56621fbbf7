// The review's entry points for the façade: live bindings filled when the group is installed
// (modules/lazyGroup.ts). The browser's engine worker loads the review after a scenario's verdict
// (it reruns the chain with second answers, so it can wait), never before it.

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './group.ts';

/** The review group's module (review/group.ts). */
export type ReviewGroup = typeof Group;

export let reviewScenario = unloaded<ReviewGroup['reviewScenario']>('review', 'reviewScenario');
export let reviewScenarioAsync = unloaded<ReviewGroup['reviewScenarioAsync']>(
  'review',
  'reviewScenarioAsync',
);

let installed = false;

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const reviewSlot: GroupSlot<ReviewGroup> = {
  install: (m) => {
    ({ reviewScenario, reviewScenarioAsync } = m);
    installed = true;
  },
  reset: () => {
    reviewScenario = unloaded('review', 'reviewScenario');
    reviewScenarioAsync = unloaded('review', 'reviewScenarioAsync');
    installed = false;
  },
  loaded: () => installed,
};
