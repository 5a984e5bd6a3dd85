import {
  DATA_CLEARANCE_DAYS,
  DELETION_GRACE_DAYS,
  EXPORT_ZIP_JSON_NAME,
  type DeletionReason,
  type Locale,
  type Contract,
  type ParsedRequestOf,
} from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { pickLocale } from '../../lib/locale.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import type { CustomerDataRegistry } from './customer-data.ts';
import { firstNameOf } from './names.ts';
import { presentCustomer } from './presenter.ts';
import type { CustomerChanges, CustomerRepository, CustomerRow } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** PUT /customers's body as validated: name, language and any part of the custom instructions. */
type ProfileChanges = ParsedRequestOf<Contract['updateProfile']>['body'];

/** The name of the data export the clearance mails, and of the profile's file inside it. */
const CLEARANCE_EXPORT_NAME = 'chat-assistant-export.zip';
const CLEARANCE_ACCOUNT_NAME = 'account.json';

/**
 * Builds the ZIP of every conversation (modules/exports: the profile's "Download all" one) with
 * extra files in it; the caller removes it once sent.
 */
export type ConversationArchive = (
  customerId: string,
  locale: Locale,
  extras: { name: string; content: string }[],
) => Promise<{ file: string; remove: () => Promise<void> }>;

/** Profile changes, account deletion and data clearance (§4). */
export class CustomerService {
  private readonly repository: CustomerRepository;
  private readonly data: CustomerDataRegistry;
  private readonly messenger: Messenger;
  private readonly log: FastifyBaseLogger;
  private readonly archive: ConversationArchive;

  constructor(
    repository: CustomerRepository,
    data: CustomerDataRegistry,
    messenger: Messenger,
    log: FastifyBaseLogger,
    archive: ConversationArchive,
  ) {
    this.repository = repository;
    this.data = data;
    this.messenger = messenger;
    this.log = log;
    this.archive = archive;
  }

  /**
   * The profile's own fields, in one write: a first name sent is kept as sent (§3, issue 38), and a
   * new full name without one brings its derived first name (names.ts); custom instructions
   * (issue 21) change only the parts sent.
   */
  update(customer: CustomerRow, changes: ProfileChanges): Promise<CustomerRow> {
    const { name, firstName, locale, instructions } = changes;
    const fields: CustomerChanges = {};
    if (name !== undefined) Object.assign(fields, { name, firstName: firstNameOf(name) });
    if (firstName !== undefined) fields.firstName = firstName;
    if (locale !== undefined) fields.locale = locale;
    if (instructions?.about !== undefined) fields.instructionsAbout = instructions.about;
    if (instructions?.style !== undefined) fields.instructionsStyle = instructions.style;
    if (instructions?.enabled !== undefined) fields.instructionsEnabled = instructions.enabled;
    return this.repository.update(customer.id, fields);
  }

  async requestDeletion(customer: CustomerRow, reasons: DeletionReason[], comments: string): Promise<Date> {
    const requestedAt = new Date();
    await this.repository.update(customer.id, {
      deletionRequestedAt: requestedAt,
      deletionReasons: reasons,
      deletionComments: comments || null,
    });
    this.log.info({ audit: 'deletion-requested', reasons }, 'account deletion requested');
    return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  }

  async cancelDeletion(customer: CustomerRow): Promise<CustomerRow> {
    return this.repository.update(customer.id, { deletionRequestedAt: null, deletionReasons: null, deletionComments: null });
  }

  /**
   * Mails the data export to the registered e-mail first, then schedules the erasure (§4): the
   * same ZIP as the profile's "Download all conversations" (a Markdown file each plus
   * conversations.json), with account.json holding the profile and what the other modules keep.
   */
  async requestClearance(customer: CustomerRow): Promise<{ customer: CustomerRow; erasesAt: Date }> {
    if (!customer.email) throw badRequest('Add an e-mail address to your profile first, so we can send you your data export.');
    const account = {
      exportedAt: new Date().toISOString(),
      profile: presentCustomer(customer),
      ...(await this.data.exportAll(customer.id)),
    };
    const archive = await this.archive(customer.id, pickLocale(customer.locale, undefined), [
      { name: CLEARANCE_ACCOUNT_NAME, content: JSON.stringify(account, null, 2) },
    ]);
    try {
      await this.messenger.send({
        channel: 'mail',
        to: customer.email,
        subject: 'Your Chat Assistant data export',
        text: [
          `${customer.name ? `Hello ${customer.name},\n\n` : ''}Here is a copy of your data, as you asked before it is erased in ${DATA_CLEARANCE_DAYS} days.`,
          `The attached ${CLEARANCE_EXPORT_NAME} holds a Markdown file for each conversation, ${EXPORT_ZIP_JSON_NAME} with all of them (Chat Assistant can import it again), and ${CLEARANCE_ACCOUNT_NAME} with your profile and account data.`,
        ].join('\n\n'),
        attachments: [{ filename: CLEARANCE_EXPORT_NAME, path: archive.file, contentType: 'application/zip' }],
      });
    } finally {
      await archive.remove();
    }
    const requestedAt = new Date();
    const updated = await this.repository.update(customer.id, { clearanceRequestedAt: requestedAt });
    this.log.info({ audit: 'clearance-requested' }, 'data clearance requested; export sent');
    return { customer: updated, erasesAt: new Date(requestedAt.getTime() + DATA_CLEARANCE_DAYS * DAY_MS) };
  }
}
