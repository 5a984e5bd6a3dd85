import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, stripControlCharacters, truncateText, type ImportSkip } from '@chat/protocol';
import { JSONParser, type JsonTypes } from '@streamparser/json';
import type { ImportConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { isChatGptConversation, readChatGptConversation } from './chatgpt.ts';
import type { ReadConversation } from './exchanges.ts';
import { readOurConversation } from './ours.ts';

export type ImportLimits = Omit<ImportConfig, 'perHour'>;

/** A conversation left out, its title cut to what the summary shows (no control character, no half of a pair). */
export const skippedAs = (title: string, reason: ImportSkip['reason']): ImportSkip => ({
  title: truncateText(stripControlCharacters(title), 200),
  reason,
});

export const notRecognized = (why = '') =>
  new AppError(400, 'import_not_recognized', `This file is not a ChatGPT export or one of ours${why}.`);

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', `This file is larger than the ${Math.round(maxBytes / 1_048_576)} MB an import takes.`);

const tooMany = (count: number, max: number) =>
  new AppError(400, 'import_too_many', `This file holds ${count} conversations; one import takes at most ${max}.`);

/** What a document is, from its first character. */
type Root = 'array' | 'object' | 'other';

/** What the reader hands on, in the file's order. */
export interface ReadTo {
  conversation(read: ReadConversation): void;
  skip(skip: ImportSkip): void;
}

/**
 * An export's JSON, read as it arrives (issue 37): one conversation at a time (an element of the
 * top-level array, or of `conversations` in one of ours), never the whole document. The file as a
 * whole must be one of the formats, within the limits: `write` or `end` throws the clear 4xx
 * otherwise, possibly after conversations were handed on (the caller takes them back). A
 * conversation that cannot be read is left out with its reason instead.
 */
export class ImportFileReader {
  // The top level's members, and the members of its `conversations`; each dropped once handed
  // on (keepStack false; `conversations`' members by hand, see member) so memory stays flat.
  private readonly parser = new JSONParser({ paths: ['$.*', '$.conversations.*'], keepStack: false });
  private root: Root | undefined;
  /** An object document's top-level members (its `conversations` emptied as they are read). */
  private readonly head = new Map<string, unknown>();
  /** Conversations of an object document met before it said it is one of ours. */
  private pending: { value: unknown; listed: boolean }[] = [];
  private items = 0;
  private sawChatGpt = false;
  /** What a member's reading threw, told apart from the parser's own errors (not JSON). */
  private failure: unknown;
  private readonly limits: ImportLimits;
  private readonly now: Date;
  private readonly to: ReadTo;

  constructor(limits: ImportLimits, now: Date, to: ReadTo) {
    this.limits = limits;
    this.now = now;
    this.to = to;
    this.parser.onValue = ({ value, key, parent, stack }) => {
      try {
        if (stack.length === 1 && this.root === 'array') this.item(value, 'chatgpt');
        else if (stack.length === 1) this.head.set(String(key), value);
        else this.member(value, key, parent!);
      } catch (error) {
        this.failure = error;
        throw error;
      }
    };
  }

  write(text: string): void {
    this.root ??= sniff(text);
    this.parse(() => this.parser.write(text));
  }

  end(): void {
    if (!this.root) throw notRecognized(': it is not JSON');
    this.parse(() => !this.parser.isEnded && this.parser.end());
    if (this.root === 'object') this.endObject();
    // An empty export is one (nothing to import); a list of anything but conversations is not.
    else if (this.root !== 'array' || (this.items > 0 && !this.sawChatGpt)) throw notRecognized();
    if (this.items > this.limits.maxConversations) throw tooMany(this.items, this.limits.maxConversations);
  }

  /** A member of an object document's `conversations`, read once the document says it is one of ours. */
  private member(value: unknown, key: JsonTypes.JsonKey, parent: JsonTypes.JsonStruct): void {
    // `conversations` itself is emitted (a top-level member), so the parser keeps what it holds: dropped here.
    const listed = Array.isArray(parent);
    if (listed) parent.length -= 1;
    else Reflect.deleteProperty(parent, key!);
    this.pending.push({ value, listed });
    if (this.ours() !== undefined) this.readPending();
  }

  /** True when one of ours, false when not; undefined while its head does not say yet. */
  private ours(): boolean | undefined {
    if (!this.head.has('format')) return undefined;
    if (this.head.get('format') !== EXPORT_FORMAT) return false;
    if (!this.head.has('version')) return undefined;
    if (this.head.get('version') !== EXPORT_FORMAT_VERSION) throw notRecognized(': it was made by another version of this app');
    return true;
  }

  private readPending(): void {
    const pending = this.pending;
    this.pending = [];
    if (!this.ours()) return;
    for (const { value, listed } of pending) {
      if (!listed) throw notRecognized();
      this.item(value, 'ours');
    }
  }

  private endObject(): void {
    if (this.ours()) {
      if (!Array.isArray(this.head.get('conversations'))) throw notRecognized();
      this.readPending();
      return;
    }
    // Not one of ours: the document may be one ChatGPT conversation on its own.
    const document = Object.fromEntries(this.head);
    if (!isChatGptConversation(document)) throw notRecognized();
    this.item(document, 'chatgpt');
  }

  /** The parser's errors say the file is not JSON; what a member's reading threw (a refusal) goes on as it is. */
  private parse(step: () => unknown): void {
    try {
      step();
    } catch (error) {
      throw error === this.failure ? error : notRecognized(': it is not JSON');
    }
  }

  private item(value: unknown, format: 'chatgpt' | 'ours'): void {
    this.items += 1;
    if (format === 'chatgpt' && isChatGptConversation(value)) this.sawChatGpt = true;
    // Past the limit the file is refused at its end, saying how many it holds: counted, not read.
    if (this.items > this.limits.maxConversations) return;
    const read = (format === 'ours' ? readOurConversation : readChatGptConversation)(value, this.now, this.limits.maxMessages);
    if ('reason' in read) this.to.skip(skippedAs(read.title, read.reason));
    else this.to.conversation(read);
  }
}

function sniff(text: string): Root | undefined {
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return undefined;
  return first === '[' ? 'array' : first === '{' ? 'object' : 'other';
}
