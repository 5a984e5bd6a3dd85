import { Inflate } from 'fflate';

/** The first bytes of a ZIP archive (a local file header). */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Why a ZIP could not give its JSON: not one we can read, no JSON inside, or one that inflates past the limit. */
export class ZipRefused extends Error {
  override name = 'ZipRefused';
  readonly reason: 'unreadable' | 'no-json' | 'too-large';

  constructor(reason: ZipRefused['reason']) {
    super(`zip refused: ${reason}`);
    this.reason = reason;
  }
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The JSON of an archive, as it inflates: its size as the archive states it, and its bytes chunk by chunk. */
export interface ZipJson {
  size: number;
  chunks: Iterable<Uint8Array>;
}

/**
 * Compressed bytes inflated at a time: a deflate stream expands at most ~1,000 times, so no chunk
 * of a ZIP bomb grows past a few MB before the ceiling is checked.
 */
const INFLATE_STEP = 4096;

/**
 * The JSON file inside the archive ChatGPT mails (`conversations.json`), or else its first `.json`
 * (one of our exports): found in the central directory, stored or deflated, and inflated step by
 * step (issue 37: never whole in memory) with a ceiling of `maxBytes`, so a ZIP bomb stops at the limit.
 * Only what an import needs of the format: no ZIP64, no encryption, no multi-disk archives.
 */
export function jsonFromZip(zip: Buffer, maxBytes: number): ZipJson {
  const entries = centralDirectory(zip);
  const json = entries.filter((entry) => entry.name.toLowerCase().endsWith('.json') && !entry.name.includes('__MACOSX'));
  const entry = json.find((candidate) => /(^|\/)conversations\.json$/i.test(candidate.name)) ?? json[0];
  if (!entry) throw new ZipRefused('no-json');
  if (zip.length < entry.localOffset + 30 || zip.readUInt32LE(entry.localOffset) !== 0x04034b50)
    throw new ZipRefused('unreadable');
  const start = entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipRefused('unreadable');
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ZipRefused('too-large');
    return { size: data.length, chunks: [data] };
  }
  if (entry.method !== 8) throw new ZipRefused('unreadable');
  return { size: entry.size, chunks: inflated(data, maxBytes) };
}

function* inflated(data: Uint8Array, maxBytes: number): Generator<Uint8Array> {
  let out: Uint8Array[] = [];
  let total = 0;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ZipRefused('too-large');
    out.push(chunk);
  });
  for (let at = 0; at < data.length; at += INFLATE_STEP) {
    try {
      inflate.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
    } catch (error) {
      throw error instanceof ZipRefused ? error : new ZipRefused('unreadable');
    }
    yield* out;
    out = [];
  }
}

function centralDirectory(zip: Buffer): Entry[] {
  // The end-of-central-directory record: 22 bytes, then a comment of up to 64 KiB.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1)
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw new ZipRefused('unreadable');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new ZipRefused('unreadable');
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
