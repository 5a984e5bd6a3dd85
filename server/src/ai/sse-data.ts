import { createParser, type EventSourceParser } from 'eventsource-parser';

/** Larger than any chunk a chat stream sends; a server that never ends a line is refused, not buffered. */
const MAX_PENDING_CHARS = 1_048_576;

/**
 * Reads a server-sent event stream from raw bytes as they arrive and hands over each event's data,
 * through eventsource-parser (what the AI SDK parses with): bytes may be split anywhere, even inside
 * a UTF-8 character, which the decoder here joins before the parser sees the text.
 */
export class SseDataReader {
  private readonly decoder = new TextDecoder();
  private readonly parser: EventSourceParser;

  constructor(onData: (data: string) => void) {
    this.parser = createParser({
      onEvent: (event) => onData(event.data),
      // Unknown fields and bad retry values carry nothing a chat stream needs; an endless line fails the call.
      onError: (error) => {
        if (error.type === 'max-buffer-size-exceeded') throw error;
      },
      maxBufferSize: MAX_PENDING_CHARS,
    });
  }

  push(bytes: Uint8Array): void {
    this.parser.feed(this.decoder.decode(bytes, { stream: true }));
  }

  /** The stream has ended: a last event without its closing blank line still counts. */
  end(): void {
    // The blank line a last event may lack: without data waiting it dispatches nothing.
    this.parser.feed(`${this.decoder.decode()}\n\n`);
  }
}
