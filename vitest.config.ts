import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Fails the run up front when ../shared is missing (the reference data the tests compare with).
    globalSetup: ['src/testing/requireShared.ts'],
    // The engine as Node runs it: every lazily loaded group installed (src/engine/groups/eager.ts).
    setupFiles: ['src/engine/groups/eager.ts'],
    pool: 'threads',
  },
});
