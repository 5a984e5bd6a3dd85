import { defineConfig } from 'vitest/config';

/** One Vitest run for the three packages (`npm run test:unit`). */
export default defineConfig({
  test: {
    projects: ['protocol', 'server', 'web'],
  },
});
