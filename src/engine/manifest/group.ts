// The "staticManifests" group (modules/lazyGroup.ts): manifest-based admission's loaders, a chunk of
// its own in the browser's engine worker, fetched only for a scenario that configures the admission
// plugins or has static manifests (manifest/needed.ts).

export { loadStaticSources } from './staticSources.ts';
