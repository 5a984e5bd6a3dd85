import type { TurnAttachment, TurnMessage } from './types.ts';

/** A message part as the Chat Completions API takes it. */
export type ChatContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string } }
  | { type: 'file'; file: { filename: string; file_data: string } };

export interface ChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

/** The role OpenAI's reasoning models take instructions in instead of `system`. */
export type SystemRole = 'system' | 'developer';

/**
 * The system role an OpenAI model takes, by the rule @ai-sdk/openai applies: the o-series and
 * GPT-5 or later (except the gpt-N-chat models) are reasoning models and take `developer`.
 */
export function openAISystemRole(modelId: string): SystemRole {
  if (/^o\d+(?:-|$)/.test(modelId)) return 'developer';
  const gpt = /^gpt-(\d+)(\.\d+)?(?:-(.+))?$/.exec(modelId);
  if (!gpt || Number(gpt[1]) < 5) return 'system';
  const chatVariant = gpt[2] === undefined && (gpt[3]?.startsWith('chat') ?? false);
  return chatVariant ? 'system' : 'developer';
}

/**
 * The request's messages as the AI SDK's OpenAI and OpenAI-compatible providers send them: the
 * system prompt first, a user message with files as parts (text first, then images as data URLs
 * and PDFs as `file` parts), every other message as plain text.
 */
export function toChatMessages(system: string | undefined, messages: TurnMessage[], systemRole: SystemRole): ChatMessage[] {
  const converted: ChatMessage[] = system ? [{ role: systemRole, content: system }] : [];
  for (const message of messages) {
    if (message.role === 'assistant' || !message.attachments?.length)
      converted.push({ role: message.role, content: message.content });
    else
      converted.push({
        role: 'user',
        content: [{ type: 'text', text: message.content }, ...message.attachments.map(toContentPart)],
      });
  }
  return converted;
}

function toContentPart(file: TurnAttachment): ChatContentPart {
  const dataUrl = `data:${file.mediaType};base64,${Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength).toString('base64')}`;
  if (file.kind === 'image') return { type: 'image_url', image_url: { url: dataUrl } };
  return { type: 'file', file: { filename: file.name, file_data: dataUrl } };
}
