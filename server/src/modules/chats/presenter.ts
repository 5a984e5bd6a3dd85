import { API_PREFIX, fillPath, routes, type Chat, type Message, type StoredFile } from '@chat/protocol';
import type { StoredMessage, StoredMessageFile } from '../../db/schema.ts';
import type { ChatRow, Usage } from './repository.ts';

/**
 * Row → Chat (§3). A pending answer shows the text streamed so far: `partialText` when the
 * instance streaming it (or the Redis mirror) has it, else the text of its last checkpoint.
 * `versions`: the exchange's versions when it has more than one (issue 21).
 */
export function presentChat(row: ChatRow, quota: Usage, partialText?: string, versions?: string[]): Chat {
  return {
    _id: row.id,
    ...(row.conversationId ? { conversation: { _id: row.conversationId } } : {}),
    input: presentMessage(row.input),
    output:
      row.output && (row.status !== 'pending' || partialText === undefined)
        ? presentMessage(row.output)
        : { role: 'assistant', content: partialText ?? '', files: [] },
    usage: row.usage,
    customer: row.customerId,
    provider: row.provider,
    model: row.model,
    status: row.status,
    duration: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    total: quota.total,
    count: quota.count,
    ...(versions ? { versions } : {}),
  };
}

export function presentFile(file: StoredMessageFile): StoredFile {
  return {
    _id: file.id,
    name: file.name,
    type: file.type,
    size: file.size,
    url: API_PREFIX + fillPath(routes.getFile.path, { id: file.id }),
  };
}

function presentMessage(message: StoredMessage): Message {
  return { role: message.role, content: message.content, files: (message.files ?? []).map(presentFile) };
}

/** Start of the current UTC day: the window of the free quota figures. */
export function quotaWindowStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
