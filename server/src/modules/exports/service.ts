import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ExportFormat, Locale } from '@chat/protocol';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { writeConversationArchive, type ArchiveExtra } from './archive.ts';
import { documentJsonParts, namedSubject, type ModelNames } from './documents.ts';
import { exportContext, renderConversation, type ExportContext } from './export-stream.ts';
import { safeBaseName } from './file-names.ts';
import type { ExportRepository } from './repository.ts';

/** A built archive on disk: the caller sends or attaches it, then calls `remove`. */
export interface BuiltArchive {
  file: string;
  bytes: number;
  remove: () => Promise<void>;
}

/** Leftovers of an archive older than this (an instance stopped mid-export) are deleted. */
const STALE_MS = 60 * 60 * 1000;

/** Exports of conversations (issue 20): one as Markdown or JSON, all as a ZIP. */
export class ExportService {
  private readonly repository: ExportRepository;
  private readonly dir: string;
  private readonly modelName: ModelNames;
  /** Customers whose archive is being built on this instance: one at a time each (it is expensive). */
  private readonly building = new Set<string>();

  constructor(repository: ExportRepository, dataDir: string, modelName: ModelNames) {
    this.repository = repository;
    this.dir = path.join(dataDir, 'exports');
    this.modelName = modelName;
  }

  /** One conversation as a file whose text streams from the database a page at a time; 404 for another's. */
  async conversationFile(customerId: string, locale: Locale, id: string, format: ExportFormat) {
    const row = await this.repository.conversation(customerId, id);
    if (!row) throw notFound('Conversation not found.');
    const context = exportContext(this.repository, customerId, locale, this.modelName);
    const subject = namedSubject(row);
    const base = safeBaseName(row.name);
    return format === 'json'
      ? { fileName: `${base}.json`, type: 'application/json; charset=utf-8', body: Readable.from(jsonDocument(context, subject)) }
      : { fileName: `${base}.md`, type: 'text/markdown; charset=utf-8', body: Readable.from(markdownFile(context, subject)) };
  }

  /** Every conversation as a ZIP on disk under DATA_DIR/exports; `extras` are added as they are. */
  async archive(customerId: string, locale: Locale, extras: ArchiveExtra[] = []): Promise<BuiltArchive> {
    if (this.building.has(customerId)) throw new AppError(429, 'rate_limited', 'Too many requests. Please wait and try again.');
    this.building.add(customerId);
    try {
      await mkdir(this.dir, { recursive: true });
      await this.removeStale();
      const file = path.join(this.dir, `${newId()}.zip`);
      const context = exportContext(this.repository, customerId, locale, this.modelName);
      await writeConversationArchive(context, file, extras);
      const { size } = await stat(file);
      return { file, bytes: size, remove: () => rm(file, { force: true }) };
    } finally {
      this.building.delete(customerId);
    }
  }

  private async removeStale(): Promise<void> {
    const now = Date.now();
    for (const name of await readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_MS) await rm(file, { force: true });
    }
  }
}

async function* markdownFile(context: ExportContext, subject: ReturnType<typeof namedSubject>) {
  for await (const part of renderConversation(context, subject)) if (part.markdown) yield part.markdown;
}

/** A single conversation's JSON: an ExportDocument with that one conversation. */
async function* jsonDocument(context: ExportContext, subject: ReturnType<typeof namedSubject>) {
  const document = documentJsonParts(context.exportedAt);
  yield document.head;
  for await (const part of renderConversation(context, subject)) yield part.json;
  yield document.tail;
}
