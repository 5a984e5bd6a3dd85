import { bundleNodeFlags } from '../../server/src/runtime-paths.ts';

/**
 * How the end-to-end suite starts the app: as `npm start` and the Docker image do, the bundle
 * (server/dist/main.js) with its Node flags, from the repository's root. `E2E_FROM_SOURCE=1` runs
 * the TypeScript sources instead (`node server/src/main.ts`): a quicker loop while developing, which
 * proves nothing about what ships (issue 35: the bundle crashed with Redis while every test passed).
 */
export const fromSource = Boolean(process.env.E2E_FROM_SOURCE);

/** Node's arguments for the app server, relative to the repository's root. */
export const appArgs = fromSource ? ['server/src/main.ts'] : [...bundleNodeFlags, 'server/dist/main.js'];
