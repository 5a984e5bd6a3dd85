import { defineProject } from 'vitest/config';

/**
 * What ships (issue 35): the built bundle, installed as the Docker image installs it, started as the
 * image starts it, with every integration switched on. Run by `npm test` after the build, not with
 * the other server tests: `npm run test:artifact` builds what changed first.
 */
export default defineProject({
  test: {
    name: 'artifact',
    root: import.meta.dirname,
    include: ['src/artifact/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/artifact/global-setup.ts'],
    // Each file starts servers of its own and waits on them; two run side by side.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
