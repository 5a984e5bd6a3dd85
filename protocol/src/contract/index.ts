import type { RouteName, Routes } from '../routes.ts';
import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './accounts.ts';
import { aiEndpoints } from './ai.ts';
import { billingEndpoints } from './billing.ts';
import { conversationEndpoints } from './conversations.ts';
import { fileEndpoints } from './files.ts';
import { healthEndpoints } from './health.ts';
import { reportEndpoints } from './reports.ts';
import { whatsappEndpoints } from './whatsapp.ts';

export * from './endpoint.ts';
export * from './client-events.ts';

/**
 * The REST contract (§7): every route of `routes.ts` with its schemas, one entry per name.
 * The `satisfies` makes a route without an entry, or an entry filed under another route's name,
 * fail `tsc`.
 */
export const contract = {
  ...healthEndpoints,
  ...accountEndpoints,
  ...billingEndpoints,
  ...conversationEndpoints,
  ...aiEndpoints,
  ...fileEndpoints,
  ...whatsappEndpoints,
  ...reportEndpoints,
} satisfies Partial<{ [N in RouteName]: Endpoint<Routes[N]> }>;

export type Contract = typeof contract;
