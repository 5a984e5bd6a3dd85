import { z } from 'zod';
import { objectIdSchema } from '../ids.ts';
import { singleLineText } from '../text-schemas.ts';
import { listResponseSchema, pageQuerySchema } from '../list.ts';

/** GET /admin/operator: who the signed-in operator is (a 404 tells the web the person is not one). */
export const operatorResponseSchema = z.object({ _id: objectIdSchema, email: z.string() });
export type OperatorInfo = z.infer<typeof operatorResponseSchema>;

/** What an audit entry is about. */
export const AUDIT_TARGETS = ['customer', 'subscription', 'payment', 'plan', 'model', 'report', 'operator'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** What operators do, as the audit log records it: the console says each in words (issue 38). */
export const AUDIT_ACTIONS = [
  'subscription.grant',
  'subscription.extend',
  'subscription.cancel',
  'customer.end-sessions',
  'customer.start-deletion',
  'payment.refund',
  'payment.recheck',
  'plan.update',
  'model.update',
  'report.resolve',
  'report.dismiss',
  'operator.add',
  'operator.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One operator action, as the console's audit log shows it. */
export const auditEntrySchema = z.object({
  _id: objectIdSchema,
  operator: z.object({ _id: objectIdSchema, email: z.string() }),
  /** An AuditAction; a string, so that an entry of an action since retired is still listed. */
  action: z.string(),
  target: z.object({
    type: z.enum(AUDIT_TARGETS),
    _id: z.string(),
    /**
     * What an operator knows it by: a customer's (or operator's) name, else e-mail or phone; who
     * paid a payment, reported a report or holds a subscription, the same way; a plan's or a
     * model's name. null when it no longer exists.
     */
    name: z.string().nullable(),
  }),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  /** Only the entries about one thing (a customer's page shows theirs). */
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: singleLineText().min(1).max(100).optional(),
});

export const auditListResponseSchema = listResponseSchema('entries', auditEntrySchema);
export type AuditList = z.infer<typeof auditListResponseSchema>;
