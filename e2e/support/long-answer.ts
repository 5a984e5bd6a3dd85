import type { FakeReply } from '../../server/src/test/fake-openai.ts';
import { HOLD } from './fake-answers.ts';

/**
 * "LONG ANSWER <n> TOKENS" in a question makes the fake stream n word-sized pieces of Markdown
 * (headings, paragraphs, lists, code, tables) a millisecond apart: the long-conversation bench (70)
 * streams 20,000 tokens with it. With "HOLD <key>" the rest waits after the first piece (held-answers.ts).
 */
export function longAnswer(question: string): FakeReply | undefined {
  const match = /LONG ANSWER (\d+) TOKENS/.exec(question);
  if (!match) return undefined;
  const wanted = Math.min(Number(match[1]), 200_000);
  const pieces: string[] = [];
  for (let block = 0; pieces.length < wanted; block += 1) pieces.push(...markdownBlock(block).split(/(?<= )|(?=\n)/));
  const hold = HOLD.exec(question)?.[1];
  return { pieces: pieces.slice(0, wanted), firstTokenDelayMs: 100, pieceDelayMs: 1, ...(hold ? { hold } : {}) };
}

const words = 'the answer keeps streaming while the reader watches every word arrive on time'.split(' ');
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_, index) => words[(seed + index * 7) % words.length]).join(' ');

/** One Markdown block of a long answer, varied by its index. */
export function markdownBlock(index: number): string {
  switch (index % 5) {
    case 0:
      return `## Part ${index / 5 + 1}\n\n`;
    case 1:
      return `${sentence(index, 60)} with **bold** and \`inline code\`.\n\n`;
    case 2:
      return [1, 2, 3, 4].map((item) => `- ${sentence(index + item, 8)}\n`).join('') + '\n';
    case 3:
      return `\`\`\`ts\nconst part${index} = [${[1, 2, 3].join(', ')}];\nfor (const value of part${index}) console.log(value * ${index});\n\`\`\`\n\n`;
    default:
      return `| step | detail |\n| --- | --- |\n| ${index} | ${sentence(index, 6)} |\n| ${index + 1} | ${sentence(index + 1, 6)} |\n\n`;
  }
}
