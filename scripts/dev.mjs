// `npm run dev`: the server with --watch on :3000 and Vite with hot reload on :5173 (proxying /api and /socket).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173', WEB_DIST: '' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
