// `npm start`: builds what changed since the last start (the web app, the server bundle, the empty
// database it copies on a first start: scripts/lib/builds.mjs), then runs the bundled server on its
// embedded defaults (http://localhost:3000, data in ./data), saying what it does while it starts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatChanged, root, serverBundle } from './lib/builds.mjs';

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
