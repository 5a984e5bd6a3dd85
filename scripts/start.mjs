// `npm start`: builds what changed since the last start (the web app, the server bundle, the empty
// database it copies on a first start: scripts/lib/builds.mjs), then runs the bundled server on its
// embedded defaults (http://localhost:3000, data in ./data), saying what it does while it starts.
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// V8's code for what this process loads, kept on disk from one start to the next (the bundle does
// the same for itself, server/src/main.ts): first of all, so that it covers builds.mjs too, whose
// TypeScript import (runtime-paths.ts) otherwise loaded Node's TypeScript stripper, ~120 ms.
enableCompileCache();
const { buildWhatChanged, root, serverBundle } = await import('./lib/builds.mjs');

const say = (line) => console.log(line);
process.chdir(root);
// Read here too, for the lines below; the server reads it again (variables already set win).
if (existsSync('.env')) process.loadEnvFile('.env');

buildWhatChanged(say);

const { DATABASE_URL, DATA_DIR = './data', PORT = '3000', HOST } = process.env;
const firstStart = !DATABASE_URL && !existsSync(path.join(DATA_DIR, 'db', 'PG_VERSION'));
say(firstStart ? 'Preparing the database (first start)…' : 'Starting the server…');
// In this process: the server is the only thing it then runs, with nothing of npm's around it.
await import(pathToFileURL(serverBundle).href);
const local = !HOST || ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(HOST);
say(`Ready: open http://${local ? 'localhost' : HOST}:${PORT}`);
