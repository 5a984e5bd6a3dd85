import { PAYMENT_CURRENCY, routes, type PaymentMethod, type Plan } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /plans: the catalog, shared by the plans and subscribe screens. */
export const getPlans = async () => (await api.call(routes.listPlans)).plans;

export const plansQuery = queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });

export const usePlans = () => useQuery(plansQuery);

/** The price of a plan for a duration, in the currency the payment method is charged in. */
export const priceFor = (plan: Plan, duration: string, method: PaymentMethod = 'card') =>
  plan.prices.find((price) => price.duration === duration && price.currency === PAYMENT_CURRENCY[method]);
