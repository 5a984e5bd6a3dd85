import type { ImportSkip } from '@chat/protocol';
import { openJson } from './json-source.ts';
import { PartPlanner, planConversation, type PlannedPart } from './plan-import.ts';
import { ImportFileReader, skippedAs, type ImportLimits } from './read-file.ts';

/** Where a planned part goes, with how far the file is read; resolves once another may be planned. */
export type SendPart = (part: PlannedPart, read: number, total: number) => Promise<void>;

/**
 * An uploaded file → the parts of one customer's import, sent as they are planned (runs in the
 * import's worker thread). Chunk by chunk: inflated, decoded, parsed, its conversations planned
 * into parts, the parts sent; the next chunk waits until the writing has caught up. Answers what
 * was left out, and the size of the file's JSON. A refusal may come after parts were sent.
 */
export async function planFile(
  customerId: string,
  bytes: Buffer,
  limits: ImportLimits,
  now: Date,
  send: SendPart,
): Promise<{ skipped: ImportSkip[]; total: number }> {
  const source = openJson(bytes, limits.maxBytes);
  const planner = new PartPlanner();
  const skipped: ImportSkip[] = [];
  const reader = new ImportFileReader(limits, now, {
    conversation(read) {
      const rows = planConversation(customerId, read, now);
      if (typeof rows === 'string') skipped.push(skippedAs(read.title, rows));
      else planner.add(rows.conversation, rows.chats);
    },
    skip: (skip) => skipped.push(skip),
  });
  // Not fatal: bytes that are not UTF-8 read as U+FFFD, as Buffer.toString did (and a BOM is dropped).
  const decoder = new TextDecoder();
  let read = 0;
  for (const chunk of source.chunks) {
    read += chunk.length;
    reader.write(decoder.decode(chunk, { stream: true }));
    for (const part of planner.take()) await send(part, read, source.total);
  }
  reader.write(decoder.decode());
  reader.end();
  for (const part of planner.finish()) await send(part, read, source.total);
  return { skipped, total: source.total };
}
