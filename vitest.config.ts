import { defineConfig } from 'vitest/config';

/** One Vitest run for the three packages (`npm run test:unit`); each sets its workers from vitest.shared.ts. */
export default defineConfig({
  test: {
    projects: ['protocol', 'server', 'web'],
  },
});
