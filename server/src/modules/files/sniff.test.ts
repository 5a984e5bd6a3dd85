import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../test/files.ts';
import { sniffUpload, UploadSniffer } from './sniff.ts';

/** The verdict on `bytes` fed in chunks of `size` bytes, as an upload arrives. */
function sniffInChunks(bytes: Buffer, name: string, size: number) {
  const sniffer = new UploadSniffer(name);
  for (let start = 0; start < bytes.length; start += size) {
    const refused = sniffer.push(bytes.subarray(start, start + size));
    if (refused) return refused;
  }
  return sniffer.end();
}

const text = { ok: true, type: 'text/plain' };
const unknown = { ok: false, reason: 'unknown' };
const samples: [string, Buffer, string, object][] = [
  ['a PNG', pngBytes(4, 4), 'photo.png', { ok: true, type: 'image/png' }],
  ['UTF-8 text with characters of 2, 3 and 4 bytes', Buffer.from('Grüße, 你好, 🙂 — fin\n'.repeat(40)), 'notes.md', text],
  [
    'a program named .txt',
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]),
    'readme.txt',
    { ok: false, reason: 'executable' },
  ],
  [
    'text that ends inside a character',
    Buffer.concat([Buffer.from('almost '.repeat(10)), Buffer.from('🙂').subarray(0, 2)]),
    'a.txt',
    unknown,
  ],
  [
    'text with a NUL far from the start',
    Buffer.concat([Buffer.from('a'.repeat(5000)), Buffer.from([0]), Buffer.from('b')]),
    'a.txt',
    unknown,
  ],
  ['an invalid byte in the last chunk', Buffer.concat([Buffer.from('a'.repeat(5000)), Buffer.from([0xff])]), 'a.csv', unknown],
  ['two bytes of text', Buffer.from('hi'), 'a.txt', text],
  ['three bytes that begin like a JPEG', Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg', unknown],
  ['a PDF named .txt', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'a.txt', { ok: true, type: 'application/pdf' }],
  ['text named as an image', Buffer.from('just some words'), 'a.png', unknown],
];

describe('UploadSniffer (the type of an upload, read as it streams)', () => {
  it.each(samples)('reads %s the same whole and in chunks of any size', (_label, bytes, name, verdict) => {
    expect(sniffUpload(bytes, name)).toEqual(verdict);
    for (const size of [1, 2, 3, 5, 16, 17, 1000]) expect(sniffInChunks(bytes, name, size)).toEqual(verdict);
  });

  it('knows the type of an image once its first 16 bytes are in', () => {
    const sniffer = new UploadSniffer('x.png');
    expect(sniffer.push(pngBytes().subarray(0, 15))).toBeUndefined();
    expect(sniffer.type).toBeUndefined();
    expect(sniffer.push(pngBytes().subarray(15, 16))).toBeUndefined();
    expect(sniffer.type).toBe('image/png');
  });

  it('refuses a program as soon as its first bytes arrive, before the rest', () => {
    const sniffer = new UploadSniffer('cat.png');
    expect(sniffer.push(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(12)]))).toEqual({
      ok: false,
      reason: 'executable',
    });
  });
});
