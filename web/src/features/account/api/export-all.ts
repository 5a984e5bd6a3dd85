import { routes } from '@chat/protocol';
import { downloadFile, saveFile, type DownloadProgress } from '@/lib/download';

/**
 * GET /conversations/export: every conversation as a ZIP, saved when complete. The server builds
 * it first, then sends it with its length, so `onProgress` reports a true share of it.
 */
export async function downloadAllConversations(onProgress: (progress: DownloadProgress) => void, signal?: AbortSignal) {
  const { blob, fileName } = await downloadFile(routes.exportAllConversations.path, { onProgress, signal });
  const name = fileName ?? 'chat-assistant-conversations.zip';
  saveFile(blob, name);
  return name;
}
