// The operator's console (issue 22): the schemas of each part, one module per part.
export * from './operator.ts';
export * from './customers.ts';
export * from './catalog.ts';
export * from './dashboard.ts';
export * from './payments.ts';
export * from './reports.ts';
