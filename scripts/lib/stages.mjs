// Runs the stages of `npm test` (and `.ci/run`) one by one, timing each, and prints their table.
// With CI_STAGES set to a file, each stage also appends `label<TAB>seconds<TAB>result` to it, so
// `.ci/run` can print one table of its own stages and these.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const done = [];
let firstStart;

function record(label, seconds, result) {
  done.push({ label, seconds, result });
  if (process.env.CI_STAGES) appendFileSync(process.env.CI_STAGES, `${label}\t${seconds.toFixed(0)}\t${result}\n`);
}

/**
 * Runs a command as a stage (`env` adds variables; an undefined value removes one); resolves true
 * when it exits 0. `buffered`: its output is held and printed once it ends, for a stage that runs
 * beside another.
 */
export function runStage(label, command, args, env = {}, { buffered = false } = {}) {
  console.log(`\n▶ ${label}${buffered ? ' (its output follows when it ends)' : ''}`);
  const started = performance.now();
  firstStart ??= started;
  const childEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: childEnv });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      if (buffered) process.stdout.write(`\n▶ ${label}: its output\n${Buffer.concat(output).toString()}`);
      record(label, (performance.now() - started) / 1000, ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`);
      if (!ok) console.error(`\n✗ ${label} failed`);
      resolve(ok);
    });
  });
}

/** A stage that did not run, and why (it shows in the table). */
export function skipStage(label, why) {
  console.log(`\n▷ ${label}: skipped, ${why}`);
  record(label, 0, `skipped: ${why}`);
}

/** Prints the stages' table; `total` is the wall time since the first stage began (stages may overlap). */
export function printStages(title) {
  const width = Math.max(...done.map((stage) => stage.label.length), 5);
  console.log(`\n${title}`);
  for (const { label, seconds, result } of done)
    console.log(`  ${label.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}`);
  console.log(`  ${'total (wall)'.padEnd(width)}  ${((performance.now() - firstStart) / 1000).toFixed(0).padStart(5)} s`);
}
