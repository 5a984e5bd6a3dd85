/**
 * Exponential spacing (issue 19): attackers are slowed, never banned for an hour. After the
 * `count`-th event of a window the next one waits `base` seconds, doubled for each further event,
 * at most `cap` seconds (never less than `base`).
 */
export function spacingSeconds(count: number, base: number, cap: number): number {
  if (count <= 0) return 0;
  return Math.min(base * 2 ** (count - 1), Math.max(base, cap));
}

/** Whole seconds left until `spacing` seconds have passed since `newest`; 0 when they have. */
export function secondsLeft(newest: Date | undefined, spacing: number, now: number): number {
  if (!newest || spacing <= 0) return 0;
  return Math.max(0, Math.ceil((newest.getTime() + spacing * 1000 - now) / 1000));
}
