import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Periodic } from './periodic.ts';

/** A task the test finishes by hand, counting its runs. */
function controlledTask() {
  const finishers: (() => void)[] = [];
  const task = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { task, finishNext: () => finishers.shift()?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Periodic', () => {
  it('runs the task every interval, never two runs at once', async () => {
    const { task, finishNext } = controlledTask();
    const periodic = new Periodic(task, 1_000, () => {});
    periodic.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    // Still running when the next is due: that one is skipped, not queued.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(1);
    finishNext();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    finishNext();
    await periodic.stop();
  });

  it('reports a failed run and goes on', async () => {
    const errors: unknown[] = [];
    const task = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const periodic = new Periodic(task, 100, (error) => errors.push(error));
    periodic.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([new Error('database away')]);
    await periodic.stop();
  });

  it('stop() waits for the run in progress and no run starts after it', async () => {
    const { task, finishNext } = controlledTask();
    const periodic = new Periodic(task, 100, () => {});
    periodic.start();
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishNext();
    await stopping;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
