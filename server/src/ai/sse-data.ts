const LINE_END = /\r\n|\r|\n/g;

/**
 * Reads a server-sent event stream from raw bytes as they arrive and hands over each event's data
 * (its `data:` lines joined by "\n"); other fields and comments carry nothing a chat stream needs.
 * Bytes may be split anywhere, even inside a UTF-8 character or between the "\r" and "\n" of a line end.
 */
export class SseDataReader {
  private readonly decoder = new TextDecoder();
  /** Text received after the last complete line. */
  private pending = '';
  /** The data lines of the event being read. */
  private data: string[] = [];
  private readonly onData: (data: string) => void;

  constructor(onData: (data: string) => void) {
    this.onData = onData;
  }

  push(bytes: Uint8Array): void {
    this.pending += this.decoder.decode(bytes, { stream: true });
    this.readLines(false);
  }

  /** The stream has ended: a last event without its closing blank line still counts. */
  end(): void {
    this.pending += this.decoder.decode();
    this.readLines(true);
    if (this.pending) this.readLine(this.pending);
    this.pending = '';
    this.dispatch();
  }

  private readLines(final: boolean): void {
    let start = 0;
    LINE_END.lastIndex = 0;
    for (let match = LINE_END.exec(this.pending); match; match = LINE_END.exec(this.pending)) {
      // A "\r" that ends the text so far may be the first half of "\r\n": wait for what follows.
      if (!final && match[0] === '\r' && match.index === this.pending.length - 1) break;
      this.readLine(this.pending.slice(start, match.index));
      start = LINE_END.lastIndex;
    }
    this.pending = this.pending.slice(start);
  }

  private readLine(line: string): void {
    if (line === '') this.dispatch();
    else if (line.startsWith('data:')) this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
    else if (line === 'data') this.data.push('');
  }

  private dispatch(): void {
    if (this.data.length === 0) return;
    const data = this.data.length === 1 ? this.data[0]! : this.data.join('\n');
    this.data = [];
    this.onData(data);
  }
}
