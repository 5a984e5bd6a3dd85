import type { ImportResponse, ImportSkip } from '@chat/protocol';
import { presentConversation } from '../conversations/presenter.ts';
import { skippedAs } from './read-file.ts';
import type { NewConversation, WrittenPart } from './repository.ts';

/** How many of the created conversations the answer lists. */
const LISTED = 100;

const newestFirst = (a: NewConversation, b: NewConversation) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime();

/**
 * An import's answer, counted part by part as they are written (what was already imported left
 * out, issue 38): none of them is kept, only the conversations the answer may list (the newest 100 so far; the sort is stable, so of equal dates
 * the file's first, as when the whole list was sorted).
 */
export class ImportAnswer {
  private imported = 0;
  private messages = 0;
  private general = { planned: 0, written: 0 };
  private newest: NewConversation[] = [];
  private alreadyImported: ImportSkip[] = [];

  add(part: WrittenPart): void {
    this.imported += part.conversations.length;
    this.messages += part.messages;
    this.general.planned += part.generalPlanned;
    this.general.written += part.generalWritten;
    this.alreadyImported.push(...part.alreadyImported.map((conversation) => skippedAs(conversation.name, 'already-imported')));
    this.newest.push(...part.conversations);
    if (this.newest.length > 2 * LISTED) this.newest = this.newest.sort(newestFirst).slice(0, LISTED);
  }

  of(skipped: ImportSkip[]): ImportResponse {
    // The general chat of one of ours whose every exchange is already here was imported before.
    if (this.general.planned > 0 && this.general.written === 0) this.alreadyImported.push(skippedAs('', 'already-imported'));
    return {
      // The general chat's messages, from one of ours, count as one conversation.
      imported: this.imported + (this.general.written > 0 ? 1 : 0),
      messages: this.messages,
      skipped: [...skipped, ...this.alreadyImported],
      conversations: this.newest.sort(newestFirst).slice(0, LISTED).map(presentConversation),
    };
  }
}
