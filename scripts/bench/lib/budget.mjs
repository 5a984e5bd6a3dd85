// The bundle budget (web/bundle-budget.json): the most initial JS, gzip, each route may load.
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
