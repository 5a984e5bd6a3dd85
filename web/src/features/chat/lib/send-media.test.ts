import type { Model, Provider } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { imageReaderFor, mediaFor } from './send-media';

const stored = (name: string, type: string) => ({ _id: 'f'.repeat(24), name, type, size: 10, url: '/api/files/x' });
const model = (id: string, provider: string, input: string[]): Model => ({
  _id: id,
  name: id.toUpperCase(),
  provider,
  maxFreeChat: 10,
  isDefault: false,
  capabilities: { input, output: ['text'], web: true },
});

describe('send media (§3 media object)', () => {
  it('sets pdf when a PDF goes along, the image wish in image mode, audio when a spoken answer is asked', () => {
    expect(mediaFor([stored('a.png', 'image/png')], false, false)).toEqual({
      pdf: false,
      image: { wants: false },
      audio: false,
      clear: true,
    });
    expect(mediaFor([stored('a.pdf', 'application/pdf')], true, true)).toEqual({
      pdf: true,
      image: { wants: true, type: 'png' },
      audio: true,
      clear: true,
    });
  });

  it('suggests a model that reads images, of the same provider first', () => {
    const providers: Provider[] = [
      { _id: 'b', name: 'B', models: [model('b1', 'b', ['text', 'image'])] },
      { _id: 'a', name: 'A', models: [model('a1', 'a', ['text']), model('a2', 'a', ['text', 'image'])] },
      { _id: 'c', name: 'C', models: [model('c1', 'c', ['text'])] },
    ];
    expect(imageReaderFor(providers, 'a')?._id).toBe('a2');
    expect(imageReaderFor(providers, 'c')?._id).toBe('b1');
    expect(imageReaderFor(providers.slice(2), 'c')).toBeUndefined();
  });
});
