import { FILE_MAX_BYTES } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { screenFiles } from './attachment-rules';
import { isAllowedFile } from './file-types';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('attachment rules (client-side screening before upload)', () => {
  it('takes images, PDFs, plain text and code files, and refuses the rest', () => {
    expect(isAllowedFile(file('photo.png', 'image/png'))).toBe(true);
    expect(isAllowedFile(file('scan.jpg', 'image/jpeg'))).toBe(true);
    expect(isAllowedFile(file('report.pdf', 'application/pdf'))).toBe(true);
    expect(isAllowedFile(file('notes.txt', 'text/plain'))).toBe(true);
    expect(isAllowedFile(file('main.py', 'text/x-python'))).toBe(true);
    expect(isAllowedFile(file('app.ts', 'video/mp2t'))).toBe(true);
    expect(isAllowedFile(file('Makefile.rs', ''))).toBe(true);
    expect(isAllowedFile(file('photo.heic', 'image/heic'))).toBe(false);
    expect(isAllowedFile(file('movie.mp4', 'video/mp4'))).toBe(false);
    expect(isAllowedFile(file('setup.exe', 'application/x-msdownload'))).toBe(false);
  });

  it('refuses files over 20 MB, empty files and anything beyond 10 per message, saying which and why', () => {
    const picked = [
      file('big.pdf', 'application/pdf', FILE_MAX_BYTES + 1),
      file('empty.txt', 'text/plain', 0),
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
      file('movie.mp4', 'video/mp4'),
    ];
    const { accepted, rejected } = screenFiles(picked, 9);
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(rejected).toEqual([
      { name: 'big.pdf', reason: 'size' },
      { name: 'empty.txt', reason: 'empty' },
      { name: 'b.png', reason: 'count' },
      { name: 'movie.mp4', reason: 'type' },
    ]);
    expect(screenFiles([file('exact.pdf', 'application/pdf', FILE_MAX_BYTES)], 0).accepted).toHaveLength(1);
  });
});
