import type { KnipConfig } from 'knip';

/**
 * Knip checks that every workspace's package.json declares what its files import and nothing
 * more (`npm run lint:deps`, part of `npm run lint`; docs/development.md). It runs twice:
 * - `knip --dependencies`: every file (sources, tests, configs, scripts, e2e). A package imported
 *   but declared nowhere (in the workspace or the root), or declared and never used, fails.
 * - `knip --dependencies --strict`: production code only, the patterns ending in `!` (and what
 *   package.json's `start` script and the plugins name). It must import only its own workspace's
 *   `dependencies` (the Docker image installs `npm ci --omit=dev --workspace server`), and every
 *   entry of `dependencies` must be used by it: one that only tests or build scripts use belongs
 *   in `devDependencies`.
 * Only dependency issues are checked: unused files and exports are not part of the lint.
 *
 * Entries not listed here come from Knip's plugins: package.json scripts, the Vite, Vitest,
 * ESLint, Drizzle and Capacitor configs (index.html, test files, setup files, drizzle's schema,
 * @capacitor/android and @capacitor/ios, which the native projects load).
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // Playwright's plugin is off because it would load e2e/playwright.config.ts, which makes a
      // data directory in the system's temporary folder every time it is loaded; its files are
      // listed instead (the config itself is an entry through `test:e2e`'s `-c`). The fake model
      // server is started by the config's webServer and by the benchmarks.
      playwright: false,
      entry: ['scripts/**/*.mjs', 'e2e/global-setup.ts', 'e2e/support/fake-openai-server.ts', 'e2e/tests/**/*.spec.ts'],
      project: ['*.{js,ts}', 'scripts/**/*.mjs', 'e2e/**/*.ts'],
      // Debian's package manager: scripts/ensure-chromium.mjs installs Chromium with it.
      ignoreBinaries: ['apt-get'],
    },
    protocol: {
      // Its entry is package.json's `exports`.
      project: ['src/**/*.ts!'],
    },
    server: {
      // src/main.ts is the `start` script; the workers are the files src/runtime-paths.ts names.
      entry: ['src/cli/*.ts!', 'src/db/pglite/worker.ts!', 'src/ai/media/pdf-worker.ts!', 'scripts/*.mjs'],
      project: ['src/**/*.ts!', 'scripts/**/*.mjs', '*.ts'],
      // The built bundle's tests have a Vitest config of their own.
      vitest: { config: ['vitest.config.ts', 'vitest.artifact.config.ts'] },
      // Debian's redis-server, which src/test/private-redis.ts starts for the Redis tests.
      ignoreBinaries: ['redis-server'],
    },
    web: {
      // The app's entry is index.html (Vite's plugin); the stylesheets are not production code:
      // their `@import 'tailwindcss'` is compiled away at build time.
      entry: ['scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx}!', 'src/**/*.css', 'scripts/**/*.mjs', '*.ts'],
    },
  },
};

export default config;
