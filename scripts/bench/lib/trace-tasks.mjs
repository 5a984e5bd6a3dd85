// What the long tasks of a Chromium trace (bench 75 with BENCH_TRACE=<dir>) are made of:
// `npx node scripts/bench/lib/trace-tasks.mjs <trace.json> [min ms]` lists each main-thread task
// over the limit (50 ms) with its time per kind of work (script, style, layout, paint, GC) and the
// JavaScript functions with the most samples in it (self time, from the V8 sampling profiler).
import { readFileSync } from 'node:fs';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
];

const KINDS = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  ParseHTML: 'html',
};

function mainThread(events) {
  const named = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return { pid: named.pid, tid: named.tid };
}

/** Sample times (µs) and the function each was in, from the profiler's chunks on the main thread. */
function samples(events, { pid, tid }) {
  const nodes = new Map();
  const out = [];
  // A profile is announced on the thread it samples; its chunks come from the profiler's thread.
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const profileStart = new Map(profiles.map((e) => [e.id, e.args.data.startTime]));
  const clock = new Map();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || !profileStart.has(event.id)) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node.callFrame);
    let time = clock.get(event.id) ?? profileStart.get(event.id) ?? 0;
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      out.push({ time, id });
    });
    clock.set(event.id, time);
  }
  return out.map(({ time, id }) => {
    const frame = nodes.get(id) ?? {};
    const file = (frame.url ?? '').split('/').at(-1);
    return { time, name: `${frame.functionName || '(anonymous)'} ${file}:${(frame.lineNumber ?? 0) + 1}` };
  });
}

/** Categories enough for `cpuTasks`: the main thread's tasks with their thread time, and console.timeStamp marks. */
export const TASK_CATEGORIES = ['toplevel', 'devtools.timeline'];

/**
 * The main thread's tasks after the `console.timeStamp(mark)` the page made, with their CPU time
 * (thread time): unlike their wall time, not lengthened while other processes hold the cores.
 */
export function cpuTasks(trace, mark) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThread(events);
  const from = events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === mark)?.ts ?? 0;
  return events
    .filter(
      (event) =>
        event.pid === pid &&
        event.tid === tid &&
        event.ph === 'X' &&
        event.name === 'ThreadControllerImpl::RunTask' &&
        event.ts >= from,
    )
    .map((event) => ({ cpu: (event.tdur ?? event.dur) / 1000, wall: event.dur / 1000 }));
}

export function longTasks(trace, minMs = 50) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const thread = mainThread(events);
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
  const sampled = samples(events, thread);
  return own
    .filter((event) => event.name === 'RunTask' && event.dur >= minMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const kinds = {};
      for (const event of own)
        if (KINDS[event.name] && event.ts >= task.ts && event.ts < end)
          kinds[KINDS[event.name]] = (kinds[KINDS[event.name]] ?? 0) + event.dur / 1000;
      const functions = {};
      for (const sample of sampled)
        if (sample.time >= task.ts && sample.time < end) functions[sample.name] = (functions[sample.name] ?? 0) + 1;
      const top = Object.entries(functions)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8);
      return { start: task.ts / 1000, ms: task.dur / 1000, kinds, top };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const trace = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const tasks = longTasks(trace, Number(process.argv[3] ?? 50));
  const round = (value) => Math.round(value);
  for (const task of tasks) {
    const kinds = Object.entries(task.kinds)
      .map(([kind, ms]) => `${kind} ${round(ms)}`)
      .join(', ');
    console.log(`\n${round(task.ms)} ms at ${round(task.start - tasks[0].start)} ms: ${kinds}`);
    for (const [name, count] of task.top.slice(0, 8)) console.log(`    ${String(count).padStart(4)}  ${name}`);
  }
  console.log(`\n${tasks.length} tasks`);
}
