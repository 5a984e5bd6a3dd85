/* global window, document, requestAnimationFrame */
// In-page instruments for the long-conversation bench: long tasks (PerformanceObserver) and frames
// (requestAnimationFrame), read back with page.evaluate.

/** Added before any page script: collects every long task (> 50 ms) with its start and duration. */
export function installProbes() {
  const probe = { longTasks: [], firstMessageAt: undefined, markdownAt: undefined };
  window.__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // First render: an answer on screen (plain text while Markdown loads); then its Markdown.
  const watch = () => {
    if (document.querySelector('[data-testid="message-assistant"]')) probe.firstMessageAt ??= performance.now();
    if (document.querySelector('[data-testid="message-assistant"] .markdown')) probe.markdownAt ??= performance.now();
    if (probe.markdownAt === undefined) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** Long tasks that started at or after `since` (ms on the page's clock). */
export const tasksSince = (page, since) =>
  page.evaluate((from) => window.__bench.longTasks.filter((task) => task.start >= from), since);

/** Frames, frame rate and dropped frames (against 60 Hz) from rAF intervals over `durationMs`. */
export function frameSummary(intervals, durationMs) {
  const frameMs = 1000 / 60;
  const dropped = intervals.reduce((sum, interval) => sum + Math.max(0, Math.round(interval / frameMs) - 1), 0);
  return { frames: intervals.length, fps: intervals.length / (durationMs / 1000), dropped, worst: Math.max(0, ...intervals) };
}

export const taskSummary = (tasks) => ({
  count: tasks.length,
  longest: Math.max(0, ...tasks.map((task) => task.duration)),
  total: tasks.reduce((sum, task) => sum + task.duration, 0),
});

/**
 * Resolves with the page time at the first frame where the newest exchange of the open
 * conversation is on screen with its answer rendered as Markdown: the question containing `question`
 * is the last one in the list and the answer after it has its `.markdown`. Polls each frame.
 */
export function newestRendered(question) {
  const rendered = () => {
    const users = document.querySelectorAll('[data-testid="message-user"]');
    const newest = users[users.length - 1];
    if (!newest?.textContent?.includes(question)) return false;
    const answer = newest.closest('[data-index]')?.nextElementSibling;
    return Boolean(answer?.querySelector('[data-testid="message-assistant"] .markdown'));
  };
  return new Promise((resolve) => {
    const check = () => (rendered() ? resolve(performance.now()) : requestAnimationFrame(check));
    check();
  });
}
