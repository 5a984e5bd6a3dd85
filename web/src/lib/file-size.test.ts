import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('file sizes', () => {
  it('formats file sizes in binary units, in the interface language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(plain(formatFileSize(2.25 * 1024 * 1024, 'fr'))).toMatch(/^2,3 ?Mo$/);
    expect(formatFileSize(100 * 1024 * 1024, 'en')).toBe('100 MB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5 GB');
  });
});
