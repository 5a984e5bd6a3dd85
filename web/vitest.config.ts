import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { localePartsPlugin } from './locale-parts-plugin.ts';
import { maxWorkers } from '../vitest.shared.ts';

export default defineProject({
  plugins: [localePartsPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A jsdom per worker, each test file in a context of its own: making jsdom anew for every file
    // was over half of this project's time (47 s → 11 s on two cores).
    pool: 'vmThreads',
    maxWorkers,
    setupFiles: ['./src/test/setup.ts'],
  },
});
