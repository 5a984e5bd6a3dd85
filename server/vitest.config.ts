import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.shared.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // The built bundle's tests run after the build, on their own (vitest.artifact.config.ts).
    exclude: ['**/node_modules/**', 'src/artifact/**'],
    // One migrated database, copied by every test file (src/test/database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // Test files share a worker's module graph: importing the whole server anew for every file
    // cost more than running the tests (244 s → 113 s on two cores). Nothing in the server keeps
    // state at module level; every file builds its own app and database and closes them.
    isolate: false,
    maxWorkers,
    // PGlite boots a WASM Postgres per test file; give it room on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
