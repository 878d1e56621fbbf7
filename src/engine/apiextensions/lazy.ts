// The CRD machinery's entry points for the code outside it (custom resources' decoding and
// storage, a CustomResourceDefinition's own validation): live bindings filled when the group is
// installed (modules/lazyGroup.ts). Only a scenario with a CRD pays for structural schemas,
// pruning, defaulting and x-kubernetes-validations (and the CEL they bring).

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './group.ts';

/** The apiextensions group's module (apiextensions/group.ts). */
export type ApiextensionsGroup = typeof Group;

const g = 'apiextensions';
type G = ApiextensionsGroup;
export let applyDefaults = unloaded<G['applyDefaults']>(g, 'applyDefaults');
export let pruneNonNullableNullsWithoutDefaults = unloaded<
  G['pruneNonNullableNullsWithoutDefaults']
>(g, 'pruneNonNullableNullsWithoutDefaults');
export let pruneWithOptions = unloaded<G['pruneWithOptions']>(g, 'pruneWithOptions');
export let validateAgainstSchema = unloaded<G['validateAgainstSchema']>(g, 'validateAgainstSchema');
export let validateStatusAgainstSchema = unloaded<G['validateStatusAgainstSchema']>(
  g,
  'validateStatusAgainstSchema',
);
export let structuralFrom = unloaded<G['structuralFrom']>(g, 'structuralFrom');
export let validateCustomResourceDefinition = unloaded<G['validateCustomResourceDefinition']>(
  g,
  'validateCustomResourceDefinition',
);
export let validateCustomResourceDefinitionUpdate = unloaded<
  G['validateCustomResourceDefinitionUpdate']
>(g, 'validateCustomResourceDefinitionUpdate');

let installed = false;

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const apiextensionsSlot: GroupSlot<ApiextensionsGroup> = {
  install: (m) => {
    ({
      applyDefaults,
      pruneNonNullableNullsWithoutDefaults,
      pruneWithOptions,
      validateAgainstSchema,
      validateStatusAgainstSchema,
      structuralFrom,
      validateCustomResourceDefinition,
      validateCustomResourceDefinitionUpdate,
    } = m);
    installed = true;
  },
  reset: () => {
    applyDefaults = unloaded(g, 'applyDefaults');
    pruneNonNullableNullsWithoutDefaults = unloaded(g, 'pruneNonNullableNullsWithoutDefaults');
    pruneWithOptions = unloaded(g, 'pruneWithOptions');
    validateAgainstSchema = unloaded(g, 'validateAgainstSchema');
    validateStatusAgainstSchema = unloaded(g, 'validateStatusAgainstSchema');
    structuralFrom = unloaded(g, 'structuralFrom');
    validateCustomResourceDefinition = unloaded(g, 'validateCustomResourceDefinition');
    validateCustomResourceDefinitionUpdate = unloaded(g, 'validateCustomResourceDefinitionUpdate');
    installed = false;
  },
  loaded: () => installed,
};
