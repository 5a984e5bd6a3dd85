import type { DomainEventBus } from '../../lib/domain-events.ts';
import { SHARE_MAX_CHARACTERS } from '@chat/protocol';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ConversationRepository } from '../conversations/repository.ts';
import type { FileService } from '../files/service.ts';
import type { ImportRepository } from '../imports/repository.ts';
import { plannedRows } from '../imports/plan-import.ts';
import { presentConversation } from '../conversations/presenter.ts';
import { cutPages } from './pages.ts';
import { presentShare, presentSharedPage } from './presenter.ts';
import type { ShareRow, ShareRepository } from './repository.ts';
import { snapshotCopy } from './snapshot-copy.ts';
import { isShareToken, newShareToken } from './token.ts';

/** The one answer for a token that is malformed, unknown or revoked: nothing tells them apart. */
const LINK_GONE_MESSAGE = 'This link no longer works.';
const gone = () => notFound(LINK_GONE_MESSAGE);
const MAX = SHARE_MAX_CHARACTERS.toLocaleString('en-US');
const tooLongToShare = () =>
  new AppError(
    413,
    'payload_too_large',
    `This conversation is too long to share: a link holds at most ${MAX} characters. ` +
      'Start a new conversation with what you want to share.',
  );
/** A link made before the limit: reading it goes page by page, but a copy would load all of it at once. */
const tooLongToContinue = () =>
  new AppError(
    413,
    'payload_too_large',
    `This conversation is too long to continue: a copy holds at most ${MAX} characters. You can still read it at the link.`,
  );
/** A live link asked for a page past its last (a snapshot updated shorter since the reader's first page). */
const PAGE_GONE_MESSAGE = 'This page of the shared conversation does not exist.';

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
    const characters = await this.repository.snapshotCharacters(customerId, conversationId);
    if (characters > SHARE_MAX_CHARACTERS) throw tooLongToShare();
    const snapshot = cutPages(await this.repository.exchanges(customerId, conversationId));
    const row = await this.repository.upsertLive(
      { customerId, conversationId, name: conversation.name, includeFiles, token: newShareToken(), characters },
      snapshot,
    );
    return { share: presentShare(row) };
  }

  async revoke(customerId: string, id: string) {
    if (!(await this.repository.revoke(customerId, id))) throw notFound('Share link not found.');
    return { _id: id };
  }

  /** One page of the snapshot: the link's row and that page's, whatever the snapshot's size. */
  async read(token: string, page: number) {
    const found = isShareToken(token) ? await this.repository.findLivePage(token, page) : undefined;
    if (!found) throw gone();
    if (page >= found.share.pages) throw notFound(PAGE_GONE_MESSAGE);
    return presentSharedPage(found.share, found.exchanges ?? [], page);
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
    // Counted when the snapshot was taken: a link too long is refused before any page is read.
    if (row.characters > SHARE_MAX_CHARACTERS) throw tooLongToContinue();
    const copy = snapshotCopy(customerId, row.name, await this.repository.allExchanges(row.id));
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
