import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { at, createdAt, id } from './columns.ts';

const customerRef = (name = 'customer_id') =>
  char(name, { length: 24 })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    /** Verified e-mail (lower-case) and phone (E.164); an identifier is only stored once verified. */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    googleEmail: text('google_email'),
    googlePicture: text('google_picture'),
    preferredModel: text('preferred_model'),
    locale: text('locale'),
    /**
     * Custom instructions (issue 21): what the assistant should know about the customer and how it
     * should answer, sent as part of the system prompt of every model call while enabled.
     */
    instructionsAbout: text('instructions_about').notNull().default(''),
    instructionsStyle: text('instructions_style').notNull().default(''),
    instructionsEnabled: boolean('instructions_enabled').notNull().default(true),
    deletionRequestedAt: at('deletion_requested_at'),
    deletionReasons: jsonb('deletion_reasons').$type<string[]>(),
    deletionComments: text('deletion_comments'),
    clearanceRequestedAt: at('clearance_requested_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    uniqueIndex('customers_phone_key').on(table.phone),
    uniqueIndex('customers_google_sub_key').on(table.googleSub),
    index('customers_deletion_idx').on(table.deletionRequestedAt),
    index('customers_clearance_idx').on(table.clearanceRequestedAt),
    // The console's sign-ups and its newest customers (issue 22).
    index('customers_created_idx').on(table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    customerId: customerRef(),
    /** HMAC-SHA256 of the cookie token under SESSION_SECRET; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; the idle timeout is counted from lastSeenAt. */
    expiresAt: at('expires_at').notNull(),
    userAgent: text('user_agent'),
    /**
     * When this session last proved ownership (a sign-in, a code to a current identifier, the
     * password): changing how the account signs in needs a recent one (ASVS 7.5.1).
     */
    reauthenticatedAt: at('reauthenticated_at'),
    /** Wrong passwords given to prove ownership in this session; too many end the session. */
    reauthenticationFailures: integer('reauthentication_failures').notNull().default(0),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_customer_idx').on(table.customerId)],
);

export type CodePurpose = 'login' | 'reset' | 'verify-identifier' | 'whatsapp-link' | 'reauthenticate';

/** One-time codes (ASVS 6.5–6.6): stored hashed, bound to identifier and purpose, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** The signed-in customer a verify-identifier or link code was asked for. */
    customerId: char('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'cascade' }),
    /** What completing the code does, e.g. the name given at sign-up. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    /** Tries so far, right or wrong, all networks together (modules/auth/code-tries.ts). */
    attempts: integer('attempts').notNull().default(0),
    /** Tries so far per network (an IPv4 address, an IPv6 /64) or 'account' for a signed-in customer's code. */
    triesByNetwork: jsonb('tries_by_network').$type<Record<string, number>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    requesterIp: text('requester_ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(table.identifier, table.purpose, table.createdAt),
    index('one_time_codes_ip_idx').on(table.requesterIp, table.createdAt),
    // Deleting a customer cascades here.
    index('one_time_codes_customer_idx').on(table.customerId),
  ],
);

/** The sign-in methods of an account just before a change, restored by the change's undo link. */
export interface SignInMethodsSnapshot {
  email: string | null;
  phone: string | null;
  googleSub: string | null;
  googleEmail: string | null;
  googlePicture: string | null;
}

export type SignInChangeKind = 'email' | 'phone' | 'google-linked' | 'google-unlinked';

/**
 * A change of an account's sign-in methods, told to its previous e-mail and phone with an undo
 * link valid 7 days; the link's token is stored hashed and works once.
 */
export const signInChanges = pgTable(
  'sign_in_changes',
  {
    id: id(),
    customerId: customerRef(),
    kind: text('kind').$type<SignInChangeKind>().notNull(),
    previous: jsonb('previous').$type<SignInMethodsSnapshot>().notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when this change (or an earlier one, which restores further back) was undone. */
    undoneAt: at('undone_at'),
  },
  (table) => [
    uniqueIndex('sign_in_changes_token_key').on(table.undoTokenHash),
    index('sign_in_changes_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/** Failed password sign-ins, counted per identifier and per source to slow guessing (ASVS 6.1.1, 6.3.1). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    /** Where the try came from: the client address, or `device:<id>` for a device the account signed in on before. */
    source: text('source'),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_failures_idx').on(table.identifier, table.createdAt)],
);

/** The plan catalog (§1): seeded by a migration, overridable by the operator's catalog file. */
export const plans = pgTable('plans', {
  key: text('key').primaryKey().$type<'free' | 'starter' | 'plus'>(),
  name: text('name').notNull(),
  /** Messages a day; null is unlimited (Plus). */
  messagesPerDay: integer('messages_per_day'),
  /** The bytes a customer's files may take on this plan (uploads are refused past it); 100 MiB by default. */
  storageBytes: bigint('storage_bytes', { mode: 'number' }).notNull().default(104_857_600),
  prices: jsonb('prices').$type<{ duration: 'week' | 'month' | 'year'; amount: number; currency: string }[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  /** Bumped by every operator edit (issue 22): an edit made on an older version is refused as changed meanwhile. */
  version: integer('version').notNull().default(1),
  /** When an operator last edited the plan in the console; from then on the catalog file no longer overwrites it. */
  editedAt: at('edited_at'),
});

/** A customer's subscription to a plan for a period (§3); one per settled payment. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    customerId: customerRef(),
    plan: text('plan').$type<'free' | 'starter' | 'plus'>().notNull(),
    duration: text('duration').$type<'week' | 'month' | 'year'>().notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    canceledAt: at('canceled_at'),
    /** The payment that granted it: a payment grants exactly one subscription. */
    paymentId: char('payment_id', { length: 24 }),
    /** The operator who granted it in the console (issue 22), with the reason given; null for a paid one. */
    grantedBy: char('granted_by', { length: 24 }),
    grantReason: text('grant_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_customer_idx').on(table.customerId, table.endDate),
    uniqueIndex('subscriptions_payment_key').on(table.paymentId),
    // The console's paying customers: subscriptions not ended yet (issue 22).
    index('subscriptions_end_idx').on(table.endDate),
  ],
);

/** `refunded`: a succeeded payment an operator refunded (issue 22); its subscription is canceled. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

/** A payment for a plan and duration; amounts come from the catalog, never from the client. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    customerId: customerRef(),
    plan: text('plan').$type<'free' | 'starter' | 'plus'>().notNull(),
    duration: text('duration').$type<'week' | 'month' | 'year'>().notNull(),
    method: text('method').$type<'card' | 'mobile-money'>().notNull(),
    gateway: text('gateway').$type<'sandbox' | 'stripe' | 'pawapay'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** The gateway's id: Checkout Session id, pawaPay depositId (saved before the call), sandbox id. */
    externalId: text('external_id').notNull(),
    phone: text('phone'),
    failureReason: text('failure_reason'),
    /** Sandbox checkout only: what the person chose on the local checkout page. */
    sandboxOutcome: text('sandbox_outcome').$type<'paid' | 'canceled'>(),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
    /** When an operator refunded it, and why (issue 22). */
    refundedAt: at('refunded_at'),
    refundReason: text('refund_reason'),
  },
  (table) => [
    uniqueIndex('payments_external_key').on(table.gateway, table.externalId),
    // Webhooks find a payment by the gateway's id alone.
    index('payments_external_id_idx').on(table.externalId),
    index('payments_customer_idx').on(table.customerId, table.createdAt),
    // The console's list of every payment, newest first, and its revenue by day of settlement (issue 22).
    index('payments_created_idx').on(table.createdAt),
    index('payments_settled_idx').on(table.settledAt),
  ],
);

/** Webhook deliveries already handled, so a repeated delivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  receivedAt: createdAt(),
});

/** The days a customer was told upgrading lifts the limit (§4 suggest-payment, at most once a day). */
export const quotaNotices = pgTable(
  'quota_notices',
  {
    customerId: customerRef(),
    /** The calendar day in the customer's time zone, YYYY-MM-DD. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.day] })],
);

/** Named conversations (§3); the general chat has none. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    customerId: customerRef(),
    name: text('name').notNull(),
    /** Set once the model has given the conversation a title after its first exchange. */
    titledAt: at('titled_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** When a message was last written in it: the sidebar's order and date groups (a rename is no activity). */
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    /** Instructions for this conversation (issue 21): replace the customer's own while set. */
    instructions: text('instructions'),
    /** Pinned to the top of the sidebar (issue 21), newest pin first; null when not pinned. */
    pinnedAt: at('pinned_at'),
    /** Moved out of the list into the "Archived" view (issue 21); null when in the list. */
    archivedAt: at('archived_at'),
    /**
     * Characters of its questions and answers, every version (issue 37): added when an exchange
     * finishes, so the send's check is a comparison and never a count (CONVERSATION_MAX_CHARACTERS).
     */
    characters: bigint('characters', { mode: 'number' }).notNull().default(0),
    /**
     * Where an imported conversation came from (issue 38): its id in the file (`chatgpt:…`, `ours:…`)
     * or, when the file gives none, a hash of its content (`sha256:…`); null for one begun here. A
     * second import of the same file finds it and leaves it out as already imported.
     */
    importSource: text('import_source'),
  },
  (table) => [
    index('conversations_customer_activity_idx').on(table.customerId, table.lastActivityAt),
    uniqueIndex('conversations_customer_import_source_key')
      .on(table.customerId, table.importSource)
      .where(sql`${table.importSource} is not null`),
  ],
);

/** A file attached to a message, as the message keeps it (its bytes live in the file store). */
export interface StoredMessageFile {
  id: string;
  name: string;
  type: string;
  size: number;
}

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
  files: StoredMessageFile[];
}

export interface StoredUsage {
  model: string;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/**
 * One exchange (§3). The id is the client's (24 hex): a repeated send finds the same row.
 * Exchanges form a tree per conversation (issue 21): `parent_id` is the exchange before it (null
 * for a first one); the children of one parent are versions of the same place in the conversation
 * (a regenerated answer, an edited question, a continued answer), of which one is `current_version`.
 * `on_branch` marks the exchanges of the branch shown, kept with the tree so lists, history and
 * exports read one indexed column instead of walking the tree. A child is always created after its
 * parent, so `created_at` orders any branch.
 * Search (issue 20, migration 0015) adds `search_config` (regconfig, set by a trigger from the
 * customer's locale on every insert) and `search_vector` (generated tsvector, GIN index). They are
 * left out of this declaration on purpose so no `select()` or `returning()` of a chat carries the
 * tsvector; only modules/search reads them, in SQL.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    customerId: customerRef(),
    conversationId: char('conversation_id', { length: 24 }).references(() => conversations.id, { onDelete: 'cascade' }),
    input: jsonb('input').$type<StoredMessage>().notNull(),
    output: jsonb('output').$type<StoredMessage>(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    usage: jsonb('usage').$type<StoredUsage>(),
    totalTokens: integer('total_tokens').notNull().default(0),
    status: text('status').$type<'pending' | 'done' | 'stopped' | 'error'>().notNull().default('pending'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
    /** The instance generating a pending answer (instance_leases.id): when its lease lapses, the answer is settled. */
    instanceId: text('instance_id'),
    createdAt: createdAt(),
    parentId: char('parent_id', { length: 24 }),
    currentVersion: boolean('current_version').notNull().default(true),
    onBranch: boolean('on_branch').notNull().default(true),
    /** False for exchanges copied in (a shared conversation continued) or imported: no model answered them here, so the daily quota skips them. */
    billable: boolean('billable').notNull().default(true),
  },
  (table) => [
    // A scope's exchanges newest first, in the order every reader walks them (created_at, then id):
    // a send's leaf and history, the chat list. Without the id, and for the general chat's
    // `conversation_id is null` (no ordered scan through it), PostgreSQL read and sorted every
    // exchange of the scope on every send (1 ms of a 1.6 ms insert with 300 exchanges, growing).
    index('chats_customer_conversation_idx').on(table.customerId, table.conversationId, table.createdAt, table.id),
    index('chats_general_idx')
      .on(table.customerId, table.createdAt, table.id)
      .where(sql`${table.conversationId} is null`),
    // Conversations only: the general chat's rows (null) of every customer, in one run of this
    // index, looked like the cheapest way to a general chat's newest exchanges to PGlite's planner
    // (no statistics: nothing analyzes it), a sort of them all on every send.
    index('chats_conversation_idx')
      .on(table.conversationId, table.createdAt)
      .where(sql`${table.conversationId} is not null`),
    // The versions of an exchange, and the walk down a branch when another version is chosen.
    index('chats_parent_idx').on(table.parentId),
    // Today's usage (every send, twice) reads only today's chats, whatever the customer's history.
    index('chats_customer_created_idx').on(table.customerId, table.createdAt),
    // The console's dashboard counts the open day's messages of every customer (issue 22); imported ones never count.
    index('chats_created_idx')
      .on(table.createdAt)
      .where(sql`${table.billable}`),
    // The interrupted-answers job looks at the few pending chats, by instance, not the whole table.
    index('chats_pending_instance_idx')
      .on(table.instanceId, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * One row per running server instance, renewed by its heartbeat. A pending chat whose instance has
 * no live lease (absent or expired) is no longer being generated: it is settled as stopped.
 */
export const instanceLeases = pgTable('instance_leases', {
  id: text('id').primaryKey(),
  heartbeatAt: at('heartbeat_at').notNull(),
  /** Set by the holder (heartbeat + its lease length): others judge it by this, whatever their own settings. */
  expiresAt: at('expires_at').notNull(),
});

/**
 * Uploaded and generated files (attachments and media issue); the bytes live in the file store under
 * `storage_key`. An upload is attached to the message that sends it; when its chat goes (chat set to
 * null) or it is never attached within a day, the file service removes row and bytes.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    customerId: customerRef(),
    chatId: char('chat_id', { length: 24 }).references(() => chats.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    attachedAt: at('attached_at'),
    createdAt: createdAt(),
  },
  (table) => [index('files_customer_idx').on(table.customerId, table.createdAt), index('files_chat_idx').on(table.chatId)],
);

/** A WhatsApp number linked to an account (§1, §2): one number per account, one account per number. */
export const whatsappLinks = pgTable(
  'whatsapp_links',
  {
    customerId: char('customer_id', { length: 24 })
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** E.164 with the plus sign; WhatsApp's wa_id is the same digits without it. */
    phone: text('phone').notNull(),
    /** Where WhatsApp messages go: a conversation started with /new, or null for the general chat. */
    conversationId: char('conversation_id', { length: 24 }).references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('whatsapp_links_phone_key').on(table.phone),
    // Deleting a conversation sets the link's conversation to null.
    index('whatsapp_links_conversation_idx').on(table.conversationId),
  ],
);

/** Link tokens sent to an unknown number (≥128 bits, stored hashed, single use, short-lived, bound to the number). */
export const whatsappLinkTokens = pgTable(
  'whatsapp_link_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    phone: text('phone').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('whatsapp_link_tokens_hash_key').on(table.tokenHash),
    index('whatsapp_link_tokens_phone_idx').on(table.phone),
  ],
);

/** Inbound message ids already processed (de-duplication) and when each number last wrote (24-hour window). */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    wamid: text('wamid').primaryKey(),
    phone: text('phone').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [index('whatsapp_inbound_phone_idx').on(table.phone, table.receivedAt)],
);

export type WhatsappOutgoingStatus = 'pending' | 'sent' | 'failed';

/** Every outgoing WhatsApp message, kept until sent so a Graph API outage never loses one. */
export const whatsappOutgoing = pgTable(
  'whatsapp_outgoing',
  {
    id: id(),
    phone: text('phone').notNull(),
    /** A text message, or a code sent as an authentication template outside the 24-hour window. */
    kind: text('kind').$type<'text' | 'code'>().notNull().default('text'),
    body: text('body').notNull(),
    status: text('status').$type<WhatsappOutgoingStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    wamid: text('wamid'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [
    index('whatsapp_outgoing_due_idx').on(table.status, table.nextAttemptAt),
    index('whatsapp_outgoing_phone_idx').on(table.phone),
  ],
);

/** Content reports (§2): a customer's description of a problem with one of their chats. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    customerId: customerRef(),
    chatId: char('chat_id', { length: 24 }).notNull(),
    conversationId: char('conversation_id', { length: 24 }),
    /** The answer as it was when reported, so the review survives the chat being cleared. */
    content: text('content').notNull(),
    description: text('description').notNull(),
    /** An operator resolves a report (acted on it) or dismisses it (nothing wrong), with a note the reporter reads. */
    status: text('status').$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    createdAt: createdAt(),
    /** When it was resolved or dismissed. */
    resolvedAt: at('resolved_at'),
    note: text('note'),
    /** The operator who reviewed it (no reference: the review outlives the operator's account). */
    reviewedBy: char('reviewed_by', { length: 24 }),
  },
  (table) => [
    index('reports_status_idx').on(table.status, table.createdAt),
    index('reports_customer_idx').on(table.customerId),
    // The operator's list of every report, oldest first.
    index('reports_created_idx').on(table.createdAt),
  ],
);

/** A message of a shared conversation as the snapshot keeps it: no ids of the owner's chats. */
export interface SharedExchange {
  input: StoredMessage;
  output: StoredMessage | null;
  provider: string;
  model: string;
  createdAt: string;
}

/**
 * A conversation shared by a public link (issue 20): a snapshot of its messages taken when the link
 * was made or updated, one live link per conversation (as ChatGPT). Deleting the conversation deletes
 * its link (cascade), so a deleted conversation is never readable again; a revoked link keeps its row.
 * The snapshot itself is in `share_pages` (issue 37), so a read never loads all of it.
 */
export const shares = pgTable(
  'shares',
  {
    id: id(),
    customerId: customerRef(),
    conversationId: char('conversation_id', { length: 24 })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url (22 characters): the link's secret. */
    token: text('token').notNull(),
    name: text('name').notNull(),
    /** Counted when the snapshot is taken: the list of links never reads the snapshots. */
    messageCount: integer('message_count').notNull(),
    /** Characters of the snapshot's questions and answers: Continue refuses a link past the limit unread. */
    characters: bigint('characters', { mode: 'number' }).notNull().default(0),
    /** How many rows of `share_pages` the snapshot holds (at least 1). */
    pages: integer('pages').notNull().default(1),
    includeFiles: boolean('include_files').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('shares_token_key').on(table.token),
    index('shares_customer_idx').on(table.customerId, table.updatedAt),
    // One live link per conversation; revoked ones stay as history.
    uniqueIndex('shares_live_conversation_key')
      .on(table.conversationId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * A link's snapshot in pages of consecutive exchanges, cut when it is taken (issue 37): the public
 * read takes one row, whatever the snapshot's size (shares/pages.ts says where a page ends).
 */
export const sharePages = pgTable(
  'share_pages',
  {
    shareId: char('share_id', { length: 24 })
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    /** 0 first. */
    page: integer('page').notNull(),
    exchanges: jsonb('exchanges').$type<SharedExchange[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.page] })],
);

export * from './schema-operator.ts';
