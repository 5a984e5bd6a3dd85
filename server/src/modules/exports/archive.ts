import { rm } from 'node:fs/promises';
import { EXPORT_ZIP_JSON_NAME } from '@chat/protocol';
import { documentJsonParts } from './documents.ts';
import { allSubjects, renderConversation, type ExportContext } from './export-stream.ts';
import { safeBaseName, UniqueNames } from './file-names.ts';
import { TextFileWriter, ZipFileWriter } from './zip-writer.ts';

/** A file added to the archive as it is (the data clearance's account.json). */
export interface ArchiveExtra {
  name: string;
  content: string;
}

/**
 * Writes every conversation of the customer to `file` as a ZIP: a Markdown file each (unique safe
 * names) and one `conversations.json` (our ExportDocument), in a single pass over the history. The
 * JSON grows in a file beside the ZIP meanwhile, so no entry waits in memory for another.
 * On failure nothing is left behind.
 */
export async function writeConversationArchive(context: ExportContext, file: string, extras: ArchiveExtra[] = []): Promise<void> {
  const jsonFile = `${file}.json.part`;
  const zip = new ZipFileWriter(file);
  const json = new TextFileWriter(jsonFile);
  const names = new UniqueNames();
  let first = true;
  try {
    const document = documentJsonParts(context.exportedAt);
    await json.write(document.head);
    for await (const subject of allSubjects(context)) {
      const entry = zip.entry(names.next(safeBaseName(subject.name), 'md'), subject.updatedAt);
      if (!first) await json.write(',\n');
      for await (const part of renderConversation(context, subject)) {
        if (part.markdown) await entry.write(part.markdown);
        await json.write(part.json);
      }
      await entry.end();
      first = false;
    }
    await json.write(document.tail);
    await json.close();
    await zip.entryFromFile(EXPORT_ZIP_JSON_NAME, context.exportedAt, jsonFile);
    for (const extra of extras) {
      const entry = zip.entry(extra.name, context.exportedAt);
      await entry.write(extra.content);
      await entry.end();
    }
    await zip.close();
  } catch (error) {
    zip.abort();
    json.destroy();
    await rm(file, { force: true });
    throw error;
  } finally {
    await rm(jsonFile, { force: true });
  }
}
