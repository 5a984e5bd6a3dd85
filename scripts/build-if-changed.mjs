// `node scripts/build-if-changed.mjs`: what `npm start` builds before it runs the server (the web
// app, the server bundle, the database template), each only when its sources changed. The
// end-to-end suite runs it first, so that it tests what `npm start` and the Docker image run.
import { buildWhatChanged } from './lib/builds.mjs';

buildWhatChanged((line) => console.log(line));
