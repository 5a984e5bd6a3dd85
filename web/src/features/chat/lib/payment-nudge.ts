import { getItem, setItem } from '@/lib/storage';

const key = (customer: string) => `chat-assistant.payment-nudge.${customer}`;

/** Today in the browser's time zone (the quota's day is the customer's day too), as YYYY-MM-DD. */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * §4's payment dialog, at most once a day per customer (issue 18): true, and remembered, the first
 * time it is due today; false after that, also in another tab or after a reload.
 */
export function claimTodaysNudge(customer: string): boolean {
  const day = today();
  if (getItem<string>(key(customer)) === day) return false;
  setItem(key(customer), day);
  return true;
}
