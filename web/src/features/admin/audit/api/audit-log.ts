import { PAGE_SIZE, routes, type AuditTarget } from '@chat/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditFilter {
  targetType?: AuditTarget;
  targetId?: string;
}

/** GET /admin/audit: a page of operator actions, newest first; a customer's page asks for theirs. */
export const getAuditLog = (skip: number, filter: AuditFilter = {}) =>
  api.call(routes.listAuditLog, { query: { skip, limit: PAGE_SIZE, ...filter } });

export const auditLogQuery = (skip: number, filter: AuditFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter, skip],
    queryFn: () => getAuditLog(skip, filter),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (skip: number, filter?: AuditFilter) => useQuery(auditLogQuery(skip, filter));
