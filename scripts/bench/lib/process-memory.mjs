// What /proc says about a child process: resident memory now and at its peak, CPU time used.
import { readFileSync } from 'node:fs';

const status = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kB = (text, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)[1]) * 1024;

/** Resident memory now (VmRSS), bytes. */
export const residentBytes = (pid) => kB(status(pid), 'VmRSS');

/** The most resident memory the process has had since it started (VmHWM), bytes. */
export const peakResidentBytes = (pid) => kB(status(pid), 'VmHWM');

/** User + system CPU time, ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the process rests: under 2 % of a core over `windowMs` (V8 compiling or collecting
 * in the background counts as busy), at most `maxMs`. Answers whether it came to rest.
 */
export async function waitForRest(pid, { windowMs = 2000, maxMs = 30_000 } = {}) {
  const started = performance.now();
  while (performance.now() - started < maxMs) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if (cpuMs(pid) - before <= windowMs * 0.02) return true;
  }
  return false;
}
