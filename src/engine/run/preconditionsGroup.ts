// The "storagePreconditions" group (modules/lazyGroup.ts): what the store checks before an UPDATE or
// DELETE reaches admission or storage (the uid and resourceVersion preconditions, BeforeDelete and
// its grace period and unsafe delete), a chunk of its own in the browser's engine worker: a CREATE,
// the commonest request of a link, never fetches it.

export { beforeDelete } from './beforeDelete.ts';
export { checkResourceVersion, checkUidPrecondition } from './updatePreconditions.ts';
