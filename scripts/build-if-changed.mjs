// `node scripts/build-if-changed.mjs`: what `npm start` builds before it runs the server (the web
// app, the server bundle, the database template), each only when its sources changed. The
// end-to-end suite runs it first, so that it tests what `npm start` and the Docker image run.
import { buildServerIfChanged, buildWebIfChanged } from './lib/builds.mjs';

const say = (line) => console.log(line);
try {
  buildWebIfChanged(say);
  buildServerIfChanged(say);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
