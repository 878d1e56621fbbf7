// The "laterVersions" group's module: the data of the releases after 1.32 (what a default server
// serves, and the REST mapping's changes), a chunk of its own in the browser's engine worker.

export { laterBuiltinResources } from '../restmapping/builtinLater.generated.ts';
export { servedByDefaultLater } from './servedByDefaultLater.generated.ts';
