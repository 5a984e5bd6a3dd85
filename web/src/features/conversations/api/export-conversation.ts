import { fillPath, routes, type ExportFormat } from '@chat/protocol';
import { downloadFile, saveFile } from '@/lib/download';

/** GET /conversations/:id/export: the conversation as Markdown or our JSON, saved under the server's file name. */
export async function exportConversation(id: string, name: string, format: ExportFormat): Promise<void> {
  const { blob, fileName } = await downloadFile(fillPath(routes.exportConversation.path, { id }), { query: { format } });
  saveFile(blob, fileName ?? `${name}.${format === 'json' ? 'json' : 'md'}`);
}
