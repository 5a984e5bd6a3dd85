// Medians of repeated runs (bench 60). One Lighthouse run on a shared two-core machine can be off by
// ten points either way, so the budgets are compared with the median of several runs (Lighthouse's
// guide on variability takes the median too).

/** The median of `values`: the middle one, or the mean of the two middle ones for an even count. */
export function medianOf(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The run whose `value` is nearest the median (the first such): the one whose LCP element and long
 * tasks are printed, as the best and the worst run would both mislead.
 */
export function medianRun(runs, value) {
  const target = medianOf(runs.map(value));
  return runs.reduce((best, run) => (Math.abs(value(run) - target) < Math.abs(value(best) - target) ? run : best));
}

/** Per key of `runs[i][field]` (an object of numbers), the median over the runs. */
export function medianByKey(runs, field) {
  return Object.fromEntries(Object.keys(runs[0][field]).map((key) => [key, medianOf(runs.map((run) => run[field][key]))]));
}
