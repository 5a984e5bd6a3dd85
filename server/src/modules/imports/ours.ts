import { exportedConversationSchema, type ImportSkipReason } from '@chat/protocol';
import { fileDate, importSource, type ReadConversation } from './exchanges.ts';

/**
 * One conversation of our own export (protocol/src/exports.ts), read; or why it was left out.
 * Files travel by description only, so a message's files are not brought back.
 */
export function readOurConversation(
  value: unknown,
  now: Date,
  maxMessages: number,
): ReadConversation | { title: string; reason: ImportSkipReason } {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const title = typeof record.name === 'string' ? record.name : '';
  if (Array.isArray(record.messages) && record.messages.length > maxMessages) return { title, reason: 'too-many-messages' };
  const parsed = exportedConversationSchema.safeParse(value);
  if (!parsed.success) return { title, reason: 'malformed' };
  const conversation = parsed.data;
  const messages = conversation.messages
    .filter((message) => message.content.trim() !== '')
    .map((message) => ({
      role: message.role,
      text: message.content,
      at: fileDate(message.createdAt, now, 'iso'),
      ...(message.model ? { model: message.model } : {}),
    }));
  if (messages.length === 0) return { title, reason: 'empty' };
  const read = {
    title,
    ...(conversation.general ? { general: true } : {}),
    createdAt: fileDate(conversation.createdAt, now, 'iso'),
    updatedAt: fileDate(conversation.updatedAt, now, 'iso'),
    messages,
  };
  return { ...read, source: importSource('ours', conversation.id, read) };
}
