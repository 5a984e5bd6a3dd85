import type { DomainEventBus } from '../../lib/domain-events.ts';
import { SHARE_MAX_CHARACTERS } from '@chat/protocol';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ConversationRepository } from '../conversations/repository.ts';
import type { FileService } from '../files/service.ts';
import type { ImportRepository } from '../imports/repository.ts';
import { plannedRows } from '../imports/plan-import.ts';
import { presentConversation } from '../conversations/presenter.ts';
import { presentShare, presentSharedConversation } from './presenter.ts';
import type { ShareRow, ShareRepository } from './repository.ts';
import { snapshotCopy } from './snapshot-copy.ts';
import { isShareToken, newShareToken } from './token.ts';

/** The one answer for a token that is malformed, unknown or revoked: nothing tells them apart. */
const LINK_GONE_MESSAGE = 'This link no longer works.';
const gone = () => notFound(LINK_GONE_MESSAGE);
const tooLongToShare = () =>
  new AppError(
    413,
    'payload_too_large',
    `This conversation is too long to share: a link holds at most ${SHARE_MAX_CHARACTERS.toLocaleString('en-US')} characters. ` +
      'Start a new conversation with what you want to share.',
  );

/**
 * Share links (issue 20): the owner makes, updates and deletes them; anyone holding a live token
 * reads its snapshot; a signed-in customer copies it into a conversation of their own.
 */
export class ShareService {
  private readonly repository: ShareRepository;
  private readonly conversations: ConversationRepository;
  private readonly history: ImportRepository;
  private readonly events: DomainEventBus;
  private readonly files: FileService;

  constructor(
    repository: ShareRepository,
    conversations: ConversationRepository,
    history: ImportRepository,
    events: DomainEventBus,
    files: FileService,
  ) {
    this.repository = repository;
    this.conversations = conversations;
    this.history = history;
    this.events = events;
    this.files = files;
  }

  async list(customerId: string) {
    return { shares: (await this.repository.listLive(customerId)).map(presentShare) };
  }

  /** Makes the conversation's link, or takes a new snapshot for the live one (the token stays). */
  async save(customerId: string, conversationId: string, includeFiles: boolean) {
    const conversation = await this.conversations.find(customerId, conversationId);
    if (!conversation) throw notFound('Conversation not found.');
    // Counted before anything is read: a conversation of 88 MB is refused without loading it.
    if ((await this.repository.snapshotCharacters(customerId, conversationId)) > SHARE_MAX_CHARACTERS) throw tooLongToShare();
    const messages = await this.repository.exchanges(customerId, conversationId);
    const row = await this.repository.upsertLive({
      customerId,
      conversationId,
      name: conversation.name,
      messages,
      includeFiles,
      token: newShareToken(),
    });
    return { share: presentShare(row) };
  }

  async revoke(customerId: string, id: string) {
    if (!(await this.repository.revoke(customerId, id))) throw notFound('Share link not found.');
    return { _id: id };
  }

  async read(token: string) {
    return presentSharedConversation(await this.live(token));
  }

  /** A file of the snapshot, from its owner's store: only when files were included and the snapshot shows it. */
  async file(token: string, fileId: string) {
    const owner = isShareToken(token) ? await this.repository.findFileOwner(token, fileId) : undefined;
    if (!owner) throw notFound('File not found.');
    return this.files.open(owner, fileId);
  }

  /** "Continue this conversation": a copy in the caller's account, announced to their other tabs. */
  async continue(customerId: string, token: string) {
    const row = await this.live(token);
    const copy = snapshotCopy(customerId, row.name, row.messages);
    await this.history.insertPlanned(plannedRows(copy.conversation, copy.chats), customerId);
    const conversation = presentConversation(copy.conversation);
    this.events.publish('conversation.created', customerId, conversation);
    return { conversation };
  }

  private async live(token: string): Promise<ShareRow> {
    const row = isShareToken(token) ? await this.repository.findLiveByToken(token) : undefined;
    if (!row) throw gone();
    return row;
  }
}
