import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from '@/lib/router';

/**
 * A router on an in-memory location at `path` (path and search), for tests that follow where the
 * app goes: `wrap` the rendered tree in it, read `location` (the latest entry) and `entries`,
 * `navigate` as a link would. Each test has its own, so one test's navigation is not the next one's start.
 */
export function memoryRouter(path = '/') {
  const memory = memoryLocation({ path, record: true });
  return {
    wrap: (children: ReactNode) => <Router hook={memory.hook}>{children}</Router>,
    navigate: (to: string) => act(() => memory.navigate(to)),
    /** Every entry pushed, a replaced one in place of the one it replaced. */
    get entries() {
      return [...memory.history];
    },
    get location() {
      const url = new URL(memory.history.at(-1)!, 'http://localhost');
      return { pathname: url.pathname, search: url.search };
    },
  };
}

/** A router at `path` for a test that only needs one (its links, its search parameters). */
export function TestRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [memory] = useState(() => memoryLocation({ path }));
  return <Router hook={memory.hook}>{children}</Router>;
}
