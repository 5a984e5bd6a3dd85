// Every REST route of §7 by name: method and path template, nothing else. Zod-free on purpose:
// the web imports these at run time (`routes.listChats`). Each route is its own export and each
// domain its own module, so a page's bundle carries only the routes of the domains it calls
// (the bundler places a module, not an export, in a chunk). The schemas of each route live in
// `contract/` and reach the web only as types. The package exports this as the `routes` namespace.
export * from './health.ts';
export * from './session.ts';
export * from './sign-in.ts';
export * from './accounts.ts';
export * from './customer-sessions.ts';
export * from './billing.ts';
export * from './conversations.ts';
export * from './ai.ts';
export * from './files.ts';
export * from './whatsapp.ts';
export * from './reports.ts';
export * from './docs.ts';
export * from './shares.ts';
export * from './search.ts';
export * from './imports.ts';
export * from './admin.ts';
export * from './admin-dashboard.ts';
export * from './admin-customers.ts';
export * from './admin-payments.ts';
export * from './admin-catalog.ts';
export * from './admin-reports.ts';
