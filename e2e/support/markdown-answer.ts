import type { FakeReply } from '../../server/src/test/fake-openai.ts';

/**
 * "MARKDOWN ANSWER <n> SECTIONS" in a question makes the fake stream a Markdown answer of n
 * sections (≈ 560 characters each: a heading, a paragraph, code in one of six languages, a table
 * or a list, now and then a formula), in token-sized pieces a millisecond apart: the long-answer
 * bench (75) streams 90 sections, ≈ 50 kB, as a model writing a long technical answer would.
 */
export function markdownAnswer(question: string): FakeReply | undefined {
  const match = /MARKDOWN ANSWER (\d+) SECTIONS/.exec(question);
  if (!match) return undefined;
  const sections = Array.from({ length: Math.min(Number(match[1]), 2000) }, (_, index) => markdownSection(index));
  // Pieces of about four characters, the size of a model's tokens; newlines stay with what follows.
  const pieces = sections.join('').match(/[^\n]{1,4}|\n/g) ?? [];
  return { pieces, firstTokenDelayMs: 100, pieceDelayMs: 1 };
}

const LANGUAGES: [string, (n: number) => string][] = [
  [
    'ts',
    (n) =>
      `export function part${n}(values: number[]): number {\n  return values.reduce((sum, value) => sum + value * ${n}, 0);\n}`,
  ],
  [
    'python',
    (n) => `def part_${n}(values):\n    """Sums the values times ${n}."""\n    return sum(value * ${n} for value in values)`,
  ],
  ['rust', (n) => `fn part_${n}(values: &[i64]) -> i64 {\n    values.iter().map(|value| value * ${n}).sum()\n}`],
  [
    'go',
    (n) =>
      `func Part${n}(values []int) int {\n\ttotal := 0\n\tfor _, value := range values {\n\t\ttotal += value * ${n}\n\t}\n\treturn total\n}`,
  ],
  [
    'sql',
    (n) =>
      `SELECT customer_id, SUM(amount) * ${n} AS total\nFROM payments\nWHERE created_at > now() - interval '${n} days'\nGROUP BY customer_id;`,
  ],
  ['bash', (n) => `for file in logs/*.log; do\n  grep -c "part ${n}" "$file"\ndone | sort -n | tail -n ${n}`],
];

/** One section of the answer, varied by its index. */
export function markdownSection(index: number): string {
  const [language, code] = LANGUAGES[index % LANGUAGES.length]!;
  const paragraph =
    `Section ${index + 1} explains how **part ${index}** fits with the others: it reads the values, ` +
    `multiplies each by ${index} and adds them up, as the \`part${index}\` code below shows. ` +
    `With no values the result is 0, and a negative value lowers it. ` +
    `See [the reference](https://example.com/part/${index}) for the details.`;
  const table =
    `| step | input | result |\n| --- | --- | ---: |\n` +
    [1, 2, 3].map((step) => `| ${step} | ${step * index} | ${step * index * index} |\n`).join('');
  const list = [1, 2, 3, 4].map((item) => `${item}. Check item ${item} of part ${index}, then *move on*.\n`).join('');
  const formula = index % 10 === 0 ? `\n$$\nS_{${index}} = \\sum_{i=1}^{n} ${index} \\cdot v_i\n$$\n` : '';
  return `## ${index + 1}. Part ${index}\n\n${paragraph}\n\n\`\`\`${language}\n${code(index)}\n\`\`\`\n\n${index % 2 ? list : table}${formula}\n`;
}
