import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { UploadSniffer } from './sniff.ts';

/** Why an upload was stopped while it streamed: past its size limit, empty, or a type refused by its content. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  readonly reason: 'too-large' | 'empty' | 'executable' | 'unknown';

  constructor(reason: UploadRefused['reason']) {
    super(`upload refused: ${reason}`);
    this.reason = reason;
  }
}

/** The client's side failed while the upload streamed (cut off, malformed): its cause says how. */
export class UploadInterrupted extends Error {
  override name = 'UploadInterrupted';
}

/**
 * An upload on its way to storage: counts and sniffs the bytes as they pass and fails the stream
 * (so storage keeps nothing) past `maxBytes`, on an empty file, or as soon as the content is a
 * refused type. Only the first bytes are held back, until they decide the type (`type` resolves
 * with it, which storage needs before the first byte is written); every later chunk goes straight on.
 */
export class UploadInspector extends Transform {
  /** The stored type, once the first bytes have decided it; rejects if the upload fails first. */
  readonly type: Promise<string>;
  /** Bytes seen so far; the file's size once the stream has ended. */
  bytes = 0;
  private readonly maxBytes: number;
  private readonly sniffer: UploadSniffer;
  private held: Buffer[] = [];
  private settleType!: (type: string) => void;

  constructor(name: string, maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
    this.sniffer = new UploadSniffer(name);
    this.type = new Promise<string>((resolve, reject) => {
      this.settleType = resolve;
      this.once('error', reject);
    });
    // Read by the caller first thing; a failure after that must not count as unhandled.
    this.type.catch(() => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new UploadRefused('too-large'));
    const refused = this.sniffer.push(chunk);
    if (refused && !refused.ok) return callback(new UploadRefused(refused.reason as UploadRefused['reason']));
    this.held.push(chunk);
    if (this.sniffer.type) this.release(this.sniffer.type);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) return callback(new UploadRefused('empty'));
    const verdict = this.sniffer.end();
    if (!verdict.ok) return callback(new UploadRefused(verdict.reason as UploadRefused['reason']));
    this.release(verdict.type);
    callback();
  }

  private release(type: string): void {
    this.settleType(type);
    for (const chunk of this.held) this.push(chunk);
    this.held = [];
  }
}

/**
 * Streams `source` through the inspector. A source that fails fails the inspector with
 * UploadInterrupted; an inspector that stops first (a refusal, storage failing) leaves the rest of
 * the source to be read and dropped, so the request is consumed to its end and the client reads
 * the answer instead of a connection cut mid-upload.
 */
export function inspectUpload(source: Readable, inspector: UploadInspector): UploadInspector {
  source.once('error', (error) => inspector.destroy(new UploadInterrupted('the upload was cut off', { cause: error })));
  inspector.once('close', () => {
    if (!source.readableEnded) source.resume();
  });
  source.pipe(inspector);
  return inspector;
}
