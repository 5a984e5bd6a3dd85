import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { ConversationRepository } from '../conversations/repository.ts';
import { presentChat, quotaWindowStart } from './presenter.ts';
import { ChatRepository } from './repository.ts';
import { VersionRepository } from './versions/version-repository.ts';

/** Chat history (§7): the branch shown, newest first, the general chat when no conversation is given; its versions (issue 21). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chats = new ChatRepository(app.database.db);
  const conversations = new ConversationRepository(app.database.db);
  const versionRepository = new VersionRepository(app.database.db);

  handle(app, contract.listChats, async (request) => {
    const customerId = request.customer!.id;
    const { skip, limit, conversation } = request.query;
    if (conversation && !(await conversations.find(customerId, conversation))) throw notFound('Conversation not found.');
    const [{ rows, count }, quota] = await Promise.all([
      chats.list(customerId, conversation ?? null, skip, limit),
      chats.usageSince(customerId, quotaWindowStart()),
    ]);
    // An answer still streaming shows its text so far, whichever instance generates it.
    const [partials, versions] = await Promise.all([
      Promise.all(
        rows.map((row) => (row.status === 'pending' ? app.activeTurns.sharedText(row.id) : Promise.resolve(undefined))),
      ),
      versionRepository.versionsOf(rows),
    ]);
    const presented = rows.map((row, index) => presentChat(row, quota, partials[index], versions.get(row.id)));
    return { chats: presented, skip, limit, count };
  });

  handle(app, contract.showChatVersion, async (request) => {
    await app.chatVersions.show(request.customer!.id, request.params.id);
    return { _id: request.params.id };
  });

  handle(app, contract.clearGeneralChat, async (request) => {
    const deleted = await chats.clearGeneral(request.customer!.id);
    await app.files.purgeDetached(request.customer!.id);
    return { deleted };
  });
};
