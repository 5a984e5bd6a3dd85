import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { providersQuery } from '../api/get-providers';
import { useChatEvents } from './use-chat-events';

/** The server events the hook listens to, by name. */
const listeners = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('@/lib/socket', () => ({
  onServerEvent: (event: string, listener: (...args: unknown[]) => void) => {
    listeners.set(event, listener);
    return () => listeners.delete(event);
  },
  onConnected: () => () => {},
}));

afterEach(() => queryClient.clear());

describe('models:changed (issue 22)', () => {
  it('makes the model picker read the providers again', () => {
    queryClient.setQueryData(providersQuery.queryKey, { providers: [], limit: 24, skip: 0, count: 0 });
    const { unmount } = renderHook(() => useChatEvents(true, 'new', () => {}));
    expect(queryClient.getQueryState(providersQuery.queryKey)?.isInvalidated).toBe(false);
    listeners.get('models:changed')!();
    expect(queryClient.getQueryState(providersQuery.queryKey)?.isInvalidated).toBe(true);
    unmount();
  });
});
