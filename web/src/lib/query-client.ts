import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: socket events and actions outside React update it too (issue 15). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
