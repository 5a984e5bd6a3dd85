import type { PlanUpdateBody } from '@chat/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { PlanRow } from '../../billing/repository.ts';
import { changedMeanwhile } from './model-service.ts';
import type { AdminPlanRepository, PlanEdit } from './plan-repository.ts';

interface PlanServiceDeps {
  db: Db;
  plans: AdminPlanRepository;
  record: FastifyInstance['operators']['record'];
}

const audited = ({ name, messagesPerDay, prices }: PlanEdit) => ({ name, messagesPerDay, prices });

/**
 * The rules of the plans catalog file (billing/catalog-file.ts) that depend on the plan: Free is
 * what customers get without paying, so it has a daily number and no prices.
 */
function checkPlanRules(key: PlanRow['key'], body: PlanUpdateBody): void {
  if (key === 'free' && body.prices.length > 0) throw badRequest('The free plan has no prices.');
  if (key === 'free' && body.messagesPerDay === null)
    throw badRequest('The free plan needs a number of free messages a day; only paid plans may be unlimited.');
  const kinds = new Set(body.prices.map((price) => `${price.duration}/${price.currency}`));
  if (kinds.size !== body.prices.length) throw badRequest('A plan has one price per duration and currency.');
}

/** The console's plan edits (issue 22): compare-and-set on the version, with the audit entry in the same transaction. */
export class PlanService {
  private readonly deps: PlanServiceDeps;

  constructor(deps: PlanServiceDeps) {
    this.deps = deps;
  }

  async update(request: FastifyRequest, key: string, body: PlanUpdateBody): Promise<PlanRow> {
    const { plans } = this.deps;
    const found = await plans.find(key);
    if (!found) throw notFound(`No plan ${key}.`);
    checkPlanRules(found.key, body);
    const edit: PlanEdit = { name: body.name, messagesPerDay: body.messagesPerDay, prices: body.prices };
    return this.deps.db.transaction(async (tx) => {
      const before = (await plans.lock(tx, found.key)) ?? found;
      const saved = await plans.update(tx, found.key, edit, body.version);
      if (!saved) throw changedMeanwhile('plan');
      await this.deps.record(
        request,
        { action: 'plan.update', target: { type: 'plan', id: key }, before: audited(before), after: audited(saved) },
        tx,
      );
      return saved;
    });
  }
}
