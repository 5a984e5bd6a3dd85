// Shared by the bench scripts (scripts/bench/NN-name.mjs): percentiles, and the JSON file each
// script writes for the orchestrator (scripts/bench.mjs), `.bench/NN-name.json`:
//   { "title": string, "rows": [{ "metric", "value", "unit", "target"?, "note"? }] }
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** BENCH_RESULTS_DIR: elsewhere, e.g. for the small slice `npm test` runs. */
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.resolve(import.meta.dirname, '../../../.bench');

/** The p-th percentile (0–100) by the nearest-rank method; NaN for no values. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function median(values) {
  return percentile(values, 50);
}

/** Writes `.bench/<name>.json`; `name` is the script's file name without `.mjs` (e.g. `10-pipeline`). */
export function writeResults(name, title, rows) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ title, rows }, null, 2)}\n`);
  return file;
}

/**
 * Records rows into `rows` and prints each as it comes: `record(metric, value, unit, { target,
 * note })`, the value to one decimal; `width` pads the metric's column.
 */
export function rowRecorder(rows, width = 52) {
  return (metric, value, unit, extra = {}) => {
    const rounded = Math.round(value * 10) / 10;
    rows.push({ metric, value: rounded, unit, ...extra });
    const target = extra.target ? `   (target ${extra.target})` : '';
    console.log(
      `  ${metric.padEnd(width)} ${String(rounded).padStart(9)} ${unit}${target}${extra.note ? `  ${extra.note}` : ''}`,
    );
  };
}
