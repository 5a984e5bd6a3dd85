import { createHash } from 'node:crypto';
import { encodePng } from './png.ts';

/** 5×7 glyphs of the label, one string of 7 rows × 5 columns per letter. */
const GLYPHS: Record<string, string> = {
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  M: '10001110111010110101100011000110001',
  O: '01110100011000110001100011000101110',
  ' ': '00000000000000000000000000000000000',
};

export const DEMO_IMAGE_SIZE = 512;

/**
 * The offline demo's "generated" image: a gradient whose colours follow the prompt, labelled DEMO,
 * so the image flow works without any provider (nothing here is a real model's output).
 */
export function demoImage(prompt: string, size = DEMO_IMAGE_SIZE): Buffer {
  const seed = createHash('sha256').update(prompt).digest();
  const from = [seed[0]!, seed[1]!, seed[2]!];
  const to = [seed[3]!, seed[4]!, seed[5]!];
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const offset = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(from[c]! * (1 - t) + to[c]! * t);
      pixels[offset + 3] = 255;
    }
  drawLabel(pixels, size, 'DEMO');
  return encodePng(size, size, pixels);
}

/** White letters on a dark band across the middle. */
function drawLabel(pixels: Uint8Array, size: number, label: string): void {
  const scale = Math.floor(size / 40);
  const width = label.length * 6 * scale;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const paint = (x: number, y: number, value: number) => {
    const offset = (y * size + x) * 4;
    pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = value;
  };
  for (let y = top - 2 * scale; y < top + 9 * scale; y++) for (let x = 0; x < size; x++) paint(x, y, 24);
  [...label].forEach((letter, index) => {
    const glyph = GLYPHS[letter] ?? GLYPHS[' ']!;
    for (let row = 0; row < 7; row++)
      for (let col = 0; col < 5; col++) {
        if (glyph[row * 5 + col] !== '1') continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) paint(left + (index * 6 + col) * scale + dx, top + row * scale + dy, 255);
      }
  });
}
