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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();

/**
 * The stored type of an upload: png, jpeg, webp, gif and PDF by their signature; plain text when the
 * name is a text or code file and the bytes are UTF-8 without NUL. Executables are refused whatever
 * their extension, and so is anything else.
 */
export function sniffUpload(bytes: Buffer, name: string): SniffResult {
  if (bytes.length < 4 && bytes.length > 0 && !isPlainText(bytes)) return { ok: false, reason: 'unknown' };
  if (bytes.length >= 4 && isExecutable(bytes)) return { ok: false, reason: 'executable' };
  const signed = IMAGE_SIGNATURES.find((signature) => signature.matches(bytes));
  if (signed) return { ok: true, type: signed.type };
  const extension = extensionOf(name);
  if (extension && TEXT_EXTENSIONS.has(extension) && isPlainText(bytes)) return { ok: true, type: 'text/plain' };
  return { ok: false, reason: 'unknown' };
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
