import {
  adminSubscriptionResponseSchema,
  customerActionSchema,
  customerDetailQuerySchema,
  customerDetailResponseSchema,
  customerParamsSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  customerSubscriptionParamsSchema,
  endSessionsResponseSchema,
  grantSubscriptionSchema,
  startDeletionResponseSchema,
} from '../admin/customers.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The operator console's customers (issue 22). */
export const adminCustomersEndpoints = {
  searchCustomers: endpoint(routes.searchCustomers, {
    summary: 'Customers by id, e-mail, phone or name; the newest first when no query',
    access: 'operator',
    query: customerSearchQuerySchema,
    response: { 200: customerSearchResponseSchema },
  }),
  getCustomerDetail: endpoint(routes.getCustomerDetail, {
    summary: 'A customer: profile, linked accounts, plan, usage, subscriptions and payments; no message content',
    access: 'operator',
    params: customerParamsSchema,
    query: customerDetailQuerySchema,
    response: { 200: customerDetailResponseSchema },
  }),
  grantSubscription: endpoint(routes.grantSubscription, {
    summary: 'Grant a plan for a period, or extend the live subscription of that plan',
    access: 'operator',
    params: customerParamsSchema,
    body: grantSubscriptionSchema,
    response: { 201: adminSubscriptionResponseSchema },
  }),
  cancelCustomerSubscription: endpoint(routes.cancelCustomerSubscription, {
    summary: 'Cancel one of the customer’s subscriptions now',
    access: 'operator',
    params: customerSubscriptionParamsSchema,
    body: customerActionSchema,
    response: { 200: adminSubscriptionResponseSchema },
  }),
  endCustomerSessions: endpoint(routes.endCustomerSessions, {
    summary: 'Sign the customer out everywhere',
    access: 'operator',
    params: customerParamsSchema,
    body: customerActionSchema,
    response: { 200: endSessionsResponseSchema },
  }),
  startCustomerDeletion: endpoint(routes.startCustomerDeletion, {
    summary: 'Start the account deletion, as the customer’s own request does (grace period, signed out)',
    access: 'operator',
    params: customerParamsSchema,
    body: customerActionSchema,
    response: { 200: startDeletionResponseSchema },
  }),
};
