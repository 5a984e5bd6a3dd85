import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runOperatorCommand } from './operator-command.ts';

/**
 * `npm run operator -- add <email> | remove <email> | list`: reads the same database as the server
 * (DATABASE_URL, or PGlite in DATA_DIR — stop the server first, PGlite allows one process).
 */
if (existsSync('.env')) process.loadEnvFile('.env');
const database = await openDatabase(loadConfig());
try {
  process.exitCode = await runOperatorCommand(process.argv.slice(2), database.db, (line) => console.log(line));
} finally {
  await database.close();
}
