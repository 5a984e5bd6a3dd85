import { notRecognized, tooLarge } from './read-file.ts';
import { isZip, jsonFromZip, ZipRefused } from './zip.ts';

/** An upload's JSON: its size in bytes and its bytes chunk by chunk, inflated as they are read from a ZIP. */
export interface JsonSource {
  total: number;
  chunks: Iterable<Uint8Array>;
}

/** What a plain JSON upload is handed to the parser in: small enough to cut its progress finely. */
const CHUNK = 64 * 1024;

/** The JSON of an upload: the file itself, or the one inside its ZIP (zip.ts), refused with the import's messages. */
export function openJson(bytes: Buffer, maxBytes: number): JsonSource {
  if (!isZip(bytes)) return { total: bytes.length, chunks: chunksOf(bytes) };
  try {
    const json = jsonFromZip(bytes, maxBytes);
    return { total: json.size, chunks: refused(json.chunks, maxBytes) };
  } catch (error) {
    throw refusal(error, maxBytes);
  }
}

function* chunksOf(bytes: Buffer): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

function* refused(chunks: Iterable<Uint8Array>, maxBytes: number): Generator<Uint8Array> {
  try {
    yield* chunks;
  } catch (error) {
    throw refusal(error, maxBytes);
  }
}

function refusal(error: unknown, maxBytes: number): unknown {
  if (!(error instanceof ZipRefused)) return error;
  if (error.reason === 'too-large') return tooLarge(maxBytes);
  return notRecognized(error.reason === 'no-json' ? ': the ZIP holds no conversations.json' : ': the ZIP cannot be read');
}
