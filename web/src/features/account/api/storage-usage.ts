import { routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /files/storage: the bytes the customer's files take and the room of the plan in force. */
export const getStorageUsage = () => api.call(routes.getStorageUsage);

// Read again whenever the profile opens: uploads and deletions happen on the chat screen.
export const storageUsageQuery = queryOptions({ queryKey: ['storage-usage'], queryFn: getStorageUsage, staleTime: 0 });

export const useStorageUsage = () => useQuery(storageUsageQuery);
