// The budgets of web/bundle-budget.json: the most initial JS, gzip, each route may load, and the
// Lighthouse medians of a phone's first load (bench 60).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kib } from './bundle.mjs';

const file = path.resolve(import.meta.dirname, '../../../web/bundle-budget.json');

export const readBudget = () => JSON.parse(readFileSync(file, 'utf8'));

/** One message per route over its budget; empty when all fit. */
export function overBudget(sizes, budget = readBudget()) {
  return Object.entries(sizes).flatMap(([route, { js }]) => {
    const limit = budget.routes[route]?.jsGzip ?? budget.routes['*']?.jsGzip;
    return limit && js.gzip > limit
      ? [`${route}: initial JS is ${kib(js.gzip)} gzip, over its budget of ${kib(limit)} by ${kib(js.gzip - limit)}`]
      : [];
  });
}

/**
 * The Lighthouse budgets (web/bundle-budget.json `lighthouse`, bench 60), each with where its
 * median comes from: a category score (at least the budget) or a metric (at most the budget).
 */
export const LIGHTHOUSE_BUDGETS = [
  { key: 'performance', category: 'performance', label: 'performance score' },
  { key: 'accessibility', category: 'accessibility', label: 'accessibility score' },
  { key: 'bestPractices', category: 'best-practices', label: 'best practices score' },
  { key: 'seo', category: 'seo', label: 'SEO score' },
  { key: 'totalBlockingTimeMs', metric: 'total-blocking-time', label: 'Total Blocking Time', unit: 'ms' },
  { key: 'largestContentfulPaintMs', metric: 'largest-contentful-paint', label: 'Largest Contentful Paint', unit: 'ms' },
  { key: 'cumulativeLayoutShift', metric: 'cumulative-layout-shift', label: 'Cumulative Layout Shift', unit: '' },
];

/** The budgets by key; throws when one is missing, rather than letting a metric go unchecked. */
export function readLighthouseBudget(budget = readBudget()) {
  const values = budget.lighthouse ?? {};
  for (const { key } of LIGHTHOUSE_BUDGETS)
    if (typeof values[key] !== 'number') throw new Error(`web/bundle-budget.json has no lighthouse.${key}`);
  return values;
}

/** `{ scores, metrics }` medians of one page against the budgets: one line per miss, empty when all fit. */
export function lighthouseMisses(page, medians, values = readLighthouseBudget()) {
  return LIGHTHOUSE_BUDGETS.flatMap(({ key, category, metric, label, unit }) => {
    const limit = values[key];
    const median = category ? medians.scores[category] : medians.metrics[metric];
    const missed = category ? median < limit : median > limit;
    // Scores as they are (a median of two runs can be 94.5), times to the millisecond, CLS to 0.001.
    const shown = (value) =>
      category ? String(value) : unit ? `${Math.round(value).toLocaleString('en-US')} ${unit}` : value.toFixed(3);
    return missed ? [`${page}: ${label} median ${shown(median)}, budget ${category ? '≥' : '≤'} ${shown(limit)}`] : [];
  });
}
