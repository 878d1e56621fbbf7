// The engine as Node runs it from the sources installs all its groups at once
// (src/engine/groups/eager.ts, imported by the façade); the browser's engine worker (vite.config.ts)
// and the packed command line (scripts/build-cli.mjs) load the groups a scenario needs, each a chunk
// of its own (src/engine/groups/load.ts). In those builds that import is an empty module.
// Plain JavaScript, so that build-cli.mjs can import it as it is.

const EAGER_GROUPS = '\0engine-groups-eager';

/** The bundler plugin that leaves out the façade's eager install of every engine group. */
export const lazyEngineGroups = {
  name: 'engine-lazy-groups',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './groups/eager.ts' &&
    importer !== undefined &&
    /[\\/]src[\\/]engine[\\/]index\.ts$/.test(importer)
      ? EAGER_GROUPS
      : undefined,
  load: (id) => (id === EAGER_GROUPS ? 'export {};' : undefined),
};
