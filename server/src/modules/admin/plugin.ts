import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { CustomerRow } from '../auth/sessions.ts';
import { AuditRepository, type AuditRecord, type AuditRow } from './audit-repository.ts';
import { OperatorRepository } from './operator-repository.ts';

export interface Operator {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    operators: {
      repository: OperatorRepository;
      audit: AuditRepository;
      /** Whether a customer is an operator now: listed by command, or their verified e-mail is in OPERATOR_EMAILS. */
      isOperator: (customer: CustomerRow | undefined) => Promise<boolean>;
      /** Writes an action of the request's operator to the audit log. */
      record: (
        request: FastifyRequest,
        entry: Omit<AuditRecord, 'operator'>,
        executor?: Parameters<AuditRepository['record']>[1],
      ) => Promise<AuditRow>;
    };
    /** onRequest hook of the console's routes: anyone but an operator is answered as if the route did not exist. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The operator making a console request (set by requireOperator). */
    operator: Operator | undefined;
  }
}

/**
 * The same answer as a path no route has (plugins/web-app.ts), so a customer, a guest or a removed
 * operator learns nothing of the console (issue 22: 404, not 403).
 */
export const unknownRoute = (request: FastifyRequest) =>
  new AppError(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);

/** Operators and the audit log (issue 22); every console request checks the operator again. */
export function registerOperators(app: FastifyInstance): void {
  const repository = new OperatorRepository(app.database.db);
  const audit = new AuditRepository(app.database.db);
  const emails = new Set(app.config.operatorEmails);
  const isOperator = async (customer: CustomerRow | undefined) =>
    customer !== undefined &&
    ((customer.email !== null && emails.has(customer.email)) || (await repository.isListed(customer.id)));
  app.decorateRequest('operator', undefined);
  app.decorate('operators', {
    repository,
    audit,
    isOperator,
    record: (request, entry, executor) => {
      const operator = request.operator;
      if (!operator) throw new Error('An audit entry needs the operator of a console request.');
      return audit.record({ ...entry, operator }, executor);
    },
  });
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const customer = request.customer;
    if (!(await isOperator(customer))) {
      request.log.warn({ customerId: customer?.id, url: request.url }, 'refused: not an operator');
      throw unknownRoute(request);
    }
    request.operator = { id: customer!.id, email: customer!.email ?? customer!.id };
  });
}
