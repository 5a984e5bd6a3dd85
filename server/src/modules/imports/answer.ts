import type { ImportResponse, ImportSkip } from '@chat/protocol';
import { presentConversation } from '../conversations/presenter.ts';
import type { PlannedPart } from './plan-import.ts';
import type { NewConversation } from './repository.ts';

/** How many of the created conversations the answer lists. */
const LISTED = 100;

const newestFirst = (a: NewConversation, b: NewConversation) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime();

/**
 * An import's answer, counted part by part as they are written: none of them is kept, only the
 * conversations the answer may list (the newest 100 so far; the sort is stable, so of equal dates
 * the file's first, as when the whole list was sorted).
 */
export class ImportAnswer {
  private imported = 0;
  private messages = 0;
  private general = false;
  private newest: NewConversation[] = [];

  add(part: PlannedPart): void {
    this.imported += part.conversations.length;
    this.messages += part.messages;
    this.general ||= part.generalChatIds.length > 0;
    this.newest.push(...part.conversations);
    if (this.newest.length > 2 * LISTED) this.newest = this.newest.sort(newestFirst).slice(0, LISTED);
  }

  of(skipped: ImportSkip[]): ImportResponse {
    return {
      // The general chat's messages, from one of ours, count as one conversation.
      imported: this.imported + (this.general ? 1 : 0),
      messages: this.messages,
      skipped,
      conversations: this.newest.sort(newestFirst).slice(0, LISTED).map(presentConversation),
    };
  }
}
