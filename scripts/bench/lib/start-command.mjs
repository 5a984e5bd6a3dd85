// How the server of the checkout under measurement (lib/app-root.mjs) is started, for the benches
// that spawn it themselves to read its memory from /proc.
import { pathToFileURL } from 'node:url';
import { appHas, appPath } from './app-root.mjs';

/** server/src/main.ts, as `npm run dev` runs it. */
export const sourceEntry = { main: appPath('server/src/main.ts'), flags: [] };

/**
 * What `npm start` runs in the checkout under measurement: its bundle with its Node flags, built
 * first when its sources changed; a checkout from before the bundle runs its main.ts.
 */
export async function startEntry() {
  if (!appHas('scripts/lib/builds.mjs')) return sourceEntry;
  const builds = await import(pathToFileURL(appPath('scripts/lib/builds.mjs')).href);
  builds.buildServerIfChanged((line) => console.log(line));
  return { main: builds.serverBundle, flags: builds.bundleNodeFlags };
}

/** Resolves once the spawned server answers /api/health; throws if it exits or takes over 90 s. */
export async function untilHealthy(base, child, started = performance.now()) {
  while (
    !(await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 90_000) throw new Error('server did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
