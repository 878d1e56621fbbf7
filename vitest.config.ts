import { configDefaults, defineConfig } from 'vitest/config';

// Files that must get a fresh module graph of their own: the app's (zustand stores, editor caches,
// answer-on-screen flags and stubbed globals live in its modules) and the one engine file that
// replaces a module with vi.mock.
const isolated = [
  'src/app/**/*.test.ts',
  'src/app/**/*.test.tsx',
  'src/engine/scenario/parse.rangeError.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Fails the run up front when ../shared is missing (the reference data the tests compare with).
    globalSetup: ['src/testing/requireShared.ts'],
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // The engine, the CLI, src/testing and scripts: pure, deterministic modules whose only
          // module-level state is caches and the group slots eager.ts fills (groups.test.ts, the one
          // file that empties them, refills them after each case). Their files share one module
          // graph per worker instead of evaluating the whole engine again for each of ~370 files,
          // which was most of the unit tests' time (setup 58 s against 7 s of tests for src/engine/cel).
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The engine as Node runs it: every lazily loaded group installed (src/engine/groups/eager.ts),
          // for the files that test an engine module without going through the façade.
          setupFiles: ['src/engine/groups/eager.ts'],
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      {
        extends: true,
        // No setup file: an app file that runs the engine imports the façade, which installs the
        // groups itself (engine/index.ts imports groups/eager.ts); the others no longer pay ≈0.5 s
        // each for loading CEL, the policies and every validator they never call.
        test: { name: 'isolated', include: isolated },
      },
    ],
  },
});
