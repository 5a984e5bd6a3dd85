import { DELETION_GRACE_DAYS, PAGE_SIZE, type CustomerDetail, type PlanDuration } from '@chat/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import { disconnectCustomer } from '../../../realtime/auth.ts';
import { presentPaymentRecord } from '../payments/presenter.ts';
import { auditedSubscription, presentSubscription } from './presenter.ts';
import { AdminCustomerRepository, type CustomerRow } from './repository.ts';
import { AdminSubscriptionRepository } from './subscription-repository.ts';
import { usagePeriods } from './usage-periods.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const noSuchCustomer = () => notFound('No customer has this id.');
const target = (customerId: string) => ({ type: 'customer' as const, id: customerId });

/**
 * A customer as the console sees them, and the operator's actions on them (issue 22). Every action
 * is written to the audit log against the customer, so their page lists its own history.
 */
export class AdminCustomerService {
  readonly customers: AdminCustomerRepository;
  private readonly subscriptions: AdminSubscriptionRepository;
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
    this.customers = new AdminCustomerRepository(app.database.db);
    this.subscriptions = new AdminSubscriptionRepository(app.database.db, app.billing.repository);
  }

  private async existing(customerId: string): Promise<CustomerRow> {
    const customer = await this.customers.find(customerId);
    if (!customer) throw noSuchCustomer();
    return customer;
  }

  /**
   * Signing out or deleting an operator's account is not a console action (issue 37): an operator
   * could lock themselves or a colleague out of the console, and the audit log would record the
   * actor as the target. It is done as the customer (their own profile) or by removing the operator first.
   */
  private async customerNotOperator(request: FastifyRequest, customerId: string): Promise<CustomerRow> {
    const customer = await this.existing(customerId);
    if (customer.id === request.operator!.id) throw forbidden('Operators cannot do this to their own account from the console.');
    if (await this.app.operators.isOperator(customer)) throw forbidden("Operators cannot do this to another operator's account.");
    return customer;
  }

  /** Profile, linked accounts, plan, usage, subscriptions and a page of payments. No message content. */
  async detail(customerId: string, timeZone: string | undefined, paymentsSkip: number): Promise<CustomerDetail> {
    const customer = await this.existing(customerId);
    const periods = usagePeriods(timeZone);
    const [whatsapp, isOperator, liveSessions, plan, today, month, subscriptions, payments] = await Promise.all([
      this.customers.whatsappLink(customerId),
      this.app.operators.isOperator(customer),
      this.app.sessions.countLive(customerId),
      this.app.billing.planInForce(customerId),
      this.customers.usageSince(customerId, periods.today),
      this.customers.usageSince(customerId, periods.month),
      this.customers.subscriptions(customerId),
      this.app.billing.paymentsRepository.page(customerId, paymentsSkip, PAGE_SIZE),
    ]);
    const deletionRequestedAt = customer.deletionRequestedAt;
    return {
      customer: {
        _id: customer.id,
        name: customer.name,
        firstName: customer.firstName,
        email: customer.email,
        phone: customer.phone,
        locale: customer.locale,
        createdAt: customer.createdAt.toISOString(),
        deletionRequestedAt: deletionRequestedAt?.toISOString() ?? null,
        deletionScheduledFor: deletionRequestedAt
          ? new Date(deletionRequestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS).toISOString()
          : null,
        clearanceRequestedAt: customer.clearanceRequestedAt?.toISOString() ?? null,
      },
      linked: {
        google: customer.googleSub ? { email: customer.googleEmail } : null,
        whatsapp: whatsapp ? { phone: whatsapp.phone, linkedAt: whatsapp.createdAt.toISOString() } : null,
      },
      isOperator,
      liveSessions,
      plan: plan ? { key: plan.key, name: plan.name } : { key: 'free', name: 'Free' },
      usage: {
        timeZone: periods.timeZone,
        today: { since: periods.today.toISOString(), ...today },
        month: { since: periods.month.toISOString(), ...month },
      },
      subscriptions: subscriptions.map(presentSubscription),
      payments: {
        payments: payments.rows.map(presentPaymentRecord),
        skip: paymentsSkip,
        limit: PAGE_SIZE,
        count: payments.count,
      },
    };
  }

  /** Grants or extends a plan; the customer's plan step sees it at once on every instance. */
  async grant(
    request: FastifyRequest,
    customerId: string,
    body: { plan: 'starter' | 'plus'; duration: PlanDuration; count: number; reason: string },
  ) {
    const operator = request.operator!;
    const outcome = await this.subscriptions.grant(
      { customerId, ...body, operatorId: operator.id, now: new Date() },
      (tx, { liveBefore, subscription, extended }) =>
        this.app.operators.record(
          request,
          {
            action: extended ? 'subscription.extend' : 'subscription.grant',
            target: target(customerId),
            before: { liveSubscriptions: liveBefore.map(auditedSubscription) },
            after: { subscription: auditedSubscription(subscription), count: body.count },
            reason: body.reason,
          },
          tx,
        ),
    );
    if (!outcome) throw noSuchCustomer();
    this.app.billing.subscriptionsChanged(customerId);
    return presentSubscription({ ...outcome.subscription, grantedByEmail: operator.email });
  }

  async cancel(request: FastifyRequest, customerId: string, subscriptionId: string, reason: string) {
    const result = await this.subscriptions.cancel(customerId, subscriptionId, new Date(), (tx, before, after) =>
      this.app.operators.record(
        request,
        {
          action: 'subscription.cancel',
          target: target(customerId),
          before: { subscription: auditedSubscription(before) },
          after: { subscription: auditedSubscription(after) },
          reason,
        },
        tx,
      ),
    );
    if (result === 'missing') throw notFound('This customer has no subscription with this id.');
    if (result === 'already') throw new AppError(409, 'conflict', 'This subscription is already canceled.');
    this.app.billing.subscriptionsChanged(customerId);
    const { grantedBy } = result.subscription;
    const granter = grantedBy ? await this.customers.find(grantedBy) : undefined;
    return presentSubscription({ ...result.subscription, grantedByEmail: granter?.email ?? null });
  }

  /** Signs the customer out everywhere: every session ended, every open socket closed. */
  async endSessions(request: FastifyRequest, customerId: string, reason: string): Promise<number> {
    await this.customerNotOperator(request, customerId);
    const live = await this.app.sessions.countLive(customerId);
    await this.app.sessions.revokeAll(customerId);
    disconnectCustomer(this.app.io, customerId);
    await this.app.operators.record(request, {
      action: 'customer.end-sessions',
      target: target(customerId),
      before: { liveSessions: live },
      after: { liveSessions: 0 },
      reason,
    });
    return live;
  }

  /**
   * Starts the account deletion as the customer's own request does (modules/customers): the grace
   * period runs, they are signed out everywhere, and signing in again within it cancels it.
   */
  async startDeletion(request: FastifyRequest, customerId: string, reason: string): Promise<Date> {
    const customer = await this.customerNotOperator(request, customerId);
    if (customer.deletionRequestedAt) throw new AppError(409, 'conflict', 'Deletion of this account is already requested.');
    const scheduledFor = await this.app.customerService.requestDeletion(customer, [], '');
    await this.app.sessions.revokeAll(customerId);
    disconnectCustomer(this.app.io, customerId);
    await this.app.operators.record(request, {
      action: 'customer.start-deletion',
      target: target(customerId),
      before: { deletionRequestedAt: null },
      after: { deletionScheduledFor: scheduledFor.toISOString() },
      reason,
    });
    return scheduledFor;
  }
}
