// The CEL group's entry points for the code that reaches CEL from outside it (a webhook's
// matchConditions, a simulated server's `when`, the configuration checks, the authorizer
// library): live bindings filled when the group is installed (modules/lazyGroup.ts). Only a
// scenario with an expression pays for the CEL environment and cel-js.

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './group.ts';

/** The CEL group's module (cel/group.ts). */
export type CelGroup = typeof Group;

export let compileCel = unloaded<CelGroup['compileCel']>('cel', 'compileCel');
export let evaluateCel = unloaded<CelGroup['evaluateCel']>('cel', 'evaluateCel');
export let formatCel = unloaded<CelGroup['formatCel']>('cel', 'formatCel');
export let jsonToCel = unloaded<CelGroup['jsonToCel']>('cel', 'jsonToCel');
export let CostBudget = unloaded<CelGroup['CostBudget']>('cel', 'CostBudget');
export let newCelAuthorizer = unloaded<CelGroup['newCelAuthorizer']>('cel', 'newCelAuthorizer');

let installed = false;

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const celSlot: GroupSlot<CelGroup> = {
  install: (m) => {
    ({ compileCel, evaluateCel, formatCel, jsonToCel, CostBudget, newCelAuthorizer } = m);
    installed = true;
  },
  reset: () => {
    compileCel = unloaded('cel', 'compileCel');
    evaluateCel = unloaded('cel', 'evaluateCel');
    formatCel = unloaded('cel', 'formatCel');
    jsonToCel = unloaded('cel', 'jsonToCel');
    CostBudget = unloaded('cel', 'CostBudget');
    newCelAuthorizer = unloaded('cel', 'newCelAuthorizer');
    installed = false;
  },
  loaded: () => installed,
};
