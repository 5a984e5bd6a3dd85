import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportedConversation, type ExportedMessage } from '@chat/protocol';
import type { StoredMessage } from '../../db/schema.ts';
import type { ExportChatRow, ExportConversationRow } from './repository.ts';
import type { ExportTexts } from './texts.ts';

/** A conversation about to be exported: a named one, or the general chat (no id, `general`). */
export interface ExportSubject {
  /** The named conversation's id; null for the general chat. */
  conversationId: string | null;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

export const namedSubject = (row: ExportConversationRow): ExportSubject => ({
  conversationId: row.id,
  name: row.name,
  createdAt: row.createdAt,
  updatedAt: row.lastActivityAt,
});

/** The model's display name for the Markdown; its id when the catalog no longer offers it. */
export type ModelNames = (provider: string, model: string) => string;

const filesOf = (message: StoredMessage) =>
  (message.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size }));

/** One exchange → its question and, when there is one, its answer (an error or an empty answer has none). */
export function messagesOf(row: ExportChatRow): ExportedMessage[] {
  const createdAt = row.createdAt.toISOString();
  const question: ExportedMessage = { role: 'user', content: row.input.content, createdAt };
  const questionFiles = filesOf(row.input);
  if (questionFiles.length) question.files = questionFiles;
  const output = row.output;
  if (!output || (!output.content && !(output.files ?? []).length)) return [question];
  const answer: ExportedMessage = { role: 'assistant', content: output.content, createdAt, model: row.model };
  const answerFiles = filesOf(output);
  if (answerFiles.length) answer.files = answerFiles;
  return [question, answer];
}

/** The conversation's fields of our JSON, without its messages (they stream after it). */
function conversationHeader(subject: ExportSubject): Omit<ExportedConversation, 'messages'> {
  return {
    ...(subject.conversationId ? { id: subject.conversationId } : { general: true }),
    name: subject.name,
    createdAt: subject.createdAt.toISOString(),
    updatedAt: subject.updatedAt.toISOString(),
  };
}

/** The JSON of a conversation cut open before its messages: `head`, messages joined by commas, `tail`. */
export function conversationJsonParts(subject: ExportSubject): { head: string; tail: string } {
  return { head: `${JSON.stringify(conversationHeader(subject)).slice(0, -1)},"messages":[`, tail: ']}' };
}

/** Our JSON document cut open around its conversations (one line each, joined by commas). */
export function documentJsonParts(exportedAt: Date): { head: string; tail: string } {
  const head = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_FORMAT_VERSION, exportedAt: exportedAt.toISOString() });
  return { head: `${head.slice(0, -1)},"conversations":[\n`, tail: '\n]}\n' };
}

/** One message of a conversation's JSON, a line of its own. */
export const messageJson = (message: ExportedMessage) => `\n${JSON.stringify(message)}`;

/** "2026-11-25 01:24 UTC": one readable form whatever the reader's language. */
const readableDate = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function markdownHeader(subject: ExportSubject, texts: ExportTexts, exportedAt: Date): string {
  return [
    `# ${subject.name}`,
    '',
    `- ${texts.created}: ${readableDate(subject.createdAt)}`,
    `- ${texts.lastActivity}: ${readableDate(subject.updatedAt)}`,
    `- ${texts.exported}: ${readableDate(exportedAt)}`,
    '',
  ].join('\n');
}

/** One message: who said it (`You` or the model's name) and when, the content as it is (Markdown already), its files by name. */
export function markdownMessage(message: ExportedMessage, who: string, texts: ExportTexts): string {
  const files = message.files?.length
    ? `\n\n**${texts.files}:**\n\n${message.files.map((file) => `- ${file.name}`).join('\n')}`
    : '';
  return `\n---\n\n### ${who} · ${readableDate(new Date(message.createdAt))}\n\n${message.content.trimEnd()}${files}\n`;
}
