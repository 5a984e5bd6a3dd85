import { auditListResponseSchema, auditQuerySchema, operatorResponseSchema } from '../admin/operator.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The operator's console (issue 22): who the operator is, and the audit log. */
export const adminEndpoints = {
  getOperator: endpoint(routes.getOperator, {
    summary: 'The signed-in operator; 404 for anyone else',
    access: 'operator',
    response: { 200: operatorResponseSchema },
  }),
  listAuditLog: endpoint(routes.listAuditLog, {
    summary: 'Operator actions, newest first: who, what, when, before and after',
    access: 'operator',
    query: auditQuerySchema,
    response: { 200: auditListResponseSchema },
  }),
};
