import type { RouteName, Routes } from '../route.ts';
import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './accounts.ts';
import { customerSessionEndpoints } from './customer-sessions.ts';
import { aiEndpoints } from './ai.ts';
import { billingEndpoints } from './billing.ts';
import { conversationEndpoints } from './conversations.ts';
import { docsEndpoints } from './docs.ts';
import { fileEndpoints } from './files.ts';
import { healthEndpoints } from './health.ts';
import { reportEndpoints } from './reports.ts';
import { shareEndpoints } from './shares.ts';
import { searchEndpoints } from './search.ts';
import { whatsappEndpoints } from './whatsapp.ts';
import { importEndpoints } from './imports.ts';
import { adminEndpoints } from './admin.ts';
import { adminDashboardEndpoints } from './admin-dashboard.ts';
import { adminCustomersEndpoints } from './admin-customers.ts';
import { adminPaymentsEndpoints } from './admin-payments.ts';
import { adminCatalogEndpoints } from './admin-catalog.ts';
import { adminReportsEndpoints } from './admin-reports.ts';

export * from './endpoint.ts';
export * from './client-events.ts';

/**
 * The REST contract (§7): every route of `routes.ts` with its schemas, one entry per name.
 * The `satisfies` makes a route without an entry, or an entry filed under another route's name,
 * fail `tsc`.
 */
export const contract = {
  ...tagged('Accounts', { ...accountEndpoints, ...customerSessionEndpoints }),
  ...tagged('Conversations', conversationEndpoints),
  ...tagged('AI', aiEndpoints),
  ...tagged('Files and speech', fileEndpoints),
  ...tagged('Plans and payments', billingEndpoints),
  ...tagged('WhatsApp', whatsappEndpoints),
  ...tagged('Reports', reportEndpoints),
  ...tagged('Shared conversations', shareEndpoints),
  ...tagged('Search', searchEndpoints),
  ...tagged('Operations', { ...healthEndpoints, ...docsEndpoints }),
  ...tagged('Conversations', importEndpoints),
  ...tagged('Operator console', {
    ...adminEndpoints,
    ...adminDashboardEndpoints,
    ...adminCustomersEndpoints,
    ...adminPaymentsEndpoints,
    ...adminCatalogEndpoints,
    ...adminReportsEndpoints,
  }),
} satisfies { [N in RouteName]: Endpoint<Routes[N]> };

export type Contract = typeof contract;

type Tagged<T> = { [K in keyof T]: T[K] & { tag: string; name: K } };

/** Names each endpoint of a domain and files it under one heading of the OpenAPI document. */
function tagged<T extends Record<string, Endpoint>>(tag: string, endpoints: T): Tagged<T> {
  return Object.fromEntries(Object.entries(endpoints).map(([name, entry]) => [name, { ...entry, tag, name }])) as Tagged<T>;
}
