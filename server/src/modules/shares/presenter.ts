import { API_PREFIX, fillPath, routes, type Share, type SharedConversation, type SharedMessage } from '@chat/protocol';
import type { SharedExchange, StoredMessage } from '../../db/schema.ts';
import { presentFile } from '../chats/presenter.ts';
import type { ShareRow } from './repository.ts';

export function presentShare(row: ShareRow): Share {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    name: row.name,
    token: row.token,
    includeFiles: row.includeFiles,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A page of the public snapshot: text, dates and (when included) files under the link; nothing
 * about the owner.
 */
export function presentSharedPage(row: ShareRow, exchanges: SharedExchange[], page: number): SharedConversation {
  const message = (stored: StoredMessage, createdAt: string): SharedMessage => ({
    role: stored.role,
    content: stored.content,
    // The file as the chat shows it, served under the link instead of the owner's session.
    files: row.includeFiles
      ? stored.files.map((file) => ({
          ...presentFile(file),
          url: API_PREFIX + fillPath(routes.getSharedFile.path, { token: row.token, fileId: file.id }),
        }))
      : [],
    createdAt,
  });
  return {
    name: row.name,
    sharedAt: row.updatedAt.toISOString(),
    messages: exchanges.flatMap((exchange) => [
      message(exchange.input, exchange.createdAt),
      ...(exchange.output ? [message(exchange.output, exchange.createdAt)] : []),
    ]),
    page,
    pages: row.pages,
  };
}
