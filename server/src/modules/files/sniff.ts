import { TextDecoder } from 'node:util';

/** What an upload really is, read from its bytes; the declared type and the name only choose among text kinds. */
export type SniffResult = { ok: true; type: string } | { ok: false; reason: string };

const IMAGE_SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** Programs, whatever their name says: Windows (MZ), ELF, Mach-O, Java classes, scripts with a #! line. */
function isExecutable(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4);
  if (head.subarray(0, 2).toString('latin1') === 'MZ' || head.subarray(0, 2).toString('latin1') === '#!') return true;
  const magic = head.readUInt32BE(0);
  return [0x7f454c46, 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic);
}

/** Names a plain-text upload may have (documents, data and source code); served back as text/plain. */
const TEXT_EXTENSIONS = new Set(
  (
    'txt md markdown csv tsv json jsonl yaml yml toml ini cfg conf log xml html htm css scss ' +
    'js mjs cjs jsx ts tsx py rb php java kt kts swift go rs c h cc cpp hpp cs m mm scala sql sh bash zsh ps1 ' +
    'r lua pl dart vue svelte tex rst'
  ).split(' '),
);

/** Enough first bytes to decide every signature above (WebP's is read at bytes 8–12) and a program's. */
export const SNIFF_HEAD_BYTES = 16;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();

/**
 * The stored type of an upload, read as it streams: png, jpeg, webp, gif and PDF by their
 * signature; plain text when the name is a text or code file and the bytes are UTF-8 without NUL.
 * Executables are refused whatever their extension, and so is anything else.
 *
 * Only the first SNIFF_HEAD_BYTES are held: they decide a signature or a program, exactly as the
 * whole file would (no rule looks further). Text is the one verdict that needs every byte, and it
 * is checked chunk by chunk: a strict streaming UTF-8 decoder keeps a character split between two
 * chunks (at most 3 bytes) and fails on the first invalid sequence, a NUL is looked for in each
 * chunk, and the decoder's final flush refuses a file that ends inside a character. The verdict is
 * the same as on the whole file at once.
 */
export class UploadSniffer {
  private readonly name: string;
  private head = Buffer.alloc(0);
  private decided: SniffResult | undefined;
  /** Set while a text file is being checked. */
  private text: TextDecoder | undefined;

  constructor(name: string) {
    this.name = name;
  }

  /** The type once the first bytes have decided it (a text file is still being checked to its end). */
  get type(): string | undefined {
    return this.decided?.ok ? this.decided.type : undefined;
  }

  /** The next bytes; answers a refusal as soon as one is certain. */
  push(chunk: Buffer): SniffResult | undefined {
    if (!this.decided) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < SNIFF_HEAD_BYTES) return undefined;
      return this.decide(this.head);
    }
    return this.text ? this.checkText(chunk) : undefined;
  }

  /** The stream ended: the verdict. */
  end(): SniffResult {
    const refused = this.decided ? undefined : this.decide(this.head);
    if (refused) return refused;
    if (this.text) {
      try {
        this.text.decode();
      } catch {
        return this.refuse('unknown');
      }
    }
    return this.decided!;
  }

  private decide(head: Buffer): SniffResult | undefined {
    if (head.length >= 4 && isExecutable(head)) return this.refuse('executable');
    // Fewer than 4 bytes are no image or PDF (a 3-byte "JPEG" is not one): only text may be that short.
    const signed = head.length >= 4 ? IMAGE_SIGNATURES.find((signature) => signature.matches(head)) : undefined;
    if (signed) {
      this.decided = { ok: true, type: signed.type };
      return undefined;
    }
    const extension = extensionOf(this.name);
    if (!extension || !TEXT_EXTENSIONS.has(extension)) return this.refuse('unknown');
    this.decided = { ok: true, type: 'text/plain' };
    this.text = new TextDecoder('utf-8', { fatal: true });
    return this.checkText(head);
  }

  private checkText(chunk: Buffer): SniffResult | undefined {
    if (chunk.includes(0)) return this.refuse('unknown');
    try {
      this.text!.decode(chunk, { stream: true });
      return undefined;
    } catch {
      return this.refuse('unknown');
    }
  }

  private refuse(reason: string): SniffResult {
    this.decided = { ok: false, reason };
    this.text = undefined;
    return this.decided;
  }
}

/** The verdict on a whole file at once. */
export function sniffUpload(bytes: Buffer, name: string): SniffResult {
  const sniffer = new UploadSniffer(name);
  return sniffer.push(bytes) ?? sniffer.end();
}

/** Audio a recording may be (MediaRecorder gives webm or ogg in Chromium/Firefox, mp4 in Safari). */
export function sniffAudio(bytes: Buffer): string | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'audio/webm';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  return undefined;
}
