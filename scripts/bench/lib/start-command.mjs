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
