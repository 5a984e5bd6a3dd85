import { afterEach, describe, expect, it, vi } from 'vitest';
import { getItem, setItem, setItemFor } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage wrapper (§3–4)', () => {
  it('wraps values as {data, time, exp} and reads them back', () => {
    setItem('customer', { name: 'Ada' }, 4_102_444_800);
    const raw = JSON.parse(localStorage.getItem('customer')!) as { data: unknown; time: unknown; exp: number };
    expect(raw).toMatchObject({ data: { name: 'Ada' }, exp: 4_102_444_800 });
    expect(typeof raw.time).toBe('number');
    expect(getItem('customer')).toEqual({ name: 'Ada' });
  });

  it('treats exp as seconds: an entry past its expiry is removed on read', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    setItem('soon', 'x', nowSeconds + 60);
    expect(getItem('soon')).toBe('x');
    setItem('past', 'x', nowSeconds - 1);
    expect(getItem('past')).toBeUndefined();
    expect(localStorage.getItem('past')).toBeNull();
  });

  it('setItemFor expires after the given number of seconds', () => {
    vi.useFakeTimers();
    setItemFor('short', 1, 10);
    vi.advanceTimersByTime(9_000);
    expect(getItem('short')).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(getItem('short')).toBeUndefined();
    vi.useRealTimers();
  });

  it('removes an unreadable item and warns instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('broken', '{not json');
    expect(getItem('broken')).toBeUndefined();
    expect(localStorage.getItem('broken')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('logs and ignores a failing write (quota exceeded)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => setItem('big', 'x')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
