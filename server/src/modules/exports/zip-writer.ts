import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { Zip, ZipDeflate } from 'fflate';

const encoder = new TextEncoder();

/**
 * A ZIP written to a file as its entries stream in (fflate), one entry at a time: fflate hands
 * each compressed piece on at once, and the writer waits for the disk whenever its buffer is
 * full, so memory holds a page of text, never the archive.
 */
export class ZipFileWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private readonly done: Promise<void>;
  private failure: Error | undefined;

  constructor(file: string) {
    this.out = createWriteStream(file, { flags: 'wx' });
    let finish!: () => void;
    let fail!: (error: Error) => void;
    this.done = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    // Nobody may be awaiting `done` yet when a write fails: the failure is kept and thrown at the next step.
    this.done.catch(() => undefined);
    this.out.on('error', (error) => {
      this.failure = error;
      fail(error);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        fail(error);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end(() => finish());
    });
  }

  /** Starts an entry; write its text with `write`, then `end` it before the next one. */
  entry(name: string, modified: Date): ZipEntry {
    const file = new ZipDeflate(name, { level: 1 });
    file.mtime = modified;
    this.zip.add(file);
    return {
      write: (text) => this.push(file, encoder.encode(text), false),
      end: () => this.push(file, new Uint8Array(0), true),
    };
  }

  /** An entry whose bytes come from a file on disk (read as a stream). */
  async entryFromFile(name: string, modified: Date, source: string): Promise<void> {
    const file = new ZipDeflate(name, { level: 1 });
    file.mtime = modified;
    this.zip.add(file);
    for await (const chunk of createReadStream(source)) await this.push(file, chunk as Buffer, false);
    await this.push(file, new Uint8Array(0), true);
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    this.zip.end();
    await this.done;
  }

  /** Closes the file after a failure (the caller deletes it). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }

  private async push(file: ZipDeflate, bytes: Uint8Array, final: boolean): Promise<void> {
    this.throwIfFailed();
    file.push(bytes, final);
    if (this.out.writableNeedDrain) await Promise.race([once(this.out, 'drain'), this.done]);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}

export interface ZipEntry {
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

/** A plain text file written as it streams, waiting for the disk the same way (the JSON beside the ZIP). */
export class TextFileWriter {
  private readonly out: WriteStream;

  constructor(file: string) {
    this.out = createWriteStream(file, { flags: 'wx' });
  }

  async write(text: string): Promise<void> {
    if (!this.out.write(text)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }

  destroy(): void {
    this.out.destroy();
  }
}
