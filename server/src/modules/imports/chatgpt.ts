import type { ImportSkipReason } from '@chat/protocol';
import { fileDate, importSource, type ReadConversation, type ReadMessage } from './exchanges.ts';

/**
 * ChatGPT's `conversations.json` (its data export): an array of conversations, each a tree of
 * message nodes (`mapping`, id → { message, parent, children }) in which every edit and every
 * regenerated answer is a branch; `current_node` is the leaf of the branch the person last saw.
 * Only that branch is kept, and only what ChatGPT shows of it: the person's and the assistant's
 * text (no system prompt, no tool output, no hidden context, no model reasoning).
 * The file is untrusted: every field is checked before use, and no walk recurses.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Own keys only: a node id such as "constructor" or "__proto__" must not reach Object.prototype. */
const own = (object: Json, key: string) => (Object.hasOwn(object, key) ? object[key] : undefined);

/** True when the value looks like one conversation of a ChatGPT export (the file's sniffing). */
export const isChatGptConversation = (value: unknown) => isObject(value) && isObject(value.mapping);

/** One conversation of the export, read; or why it was left out. */
export function readChatGptConversation(
  value: unknown,
  now: Date,
  maxMessages: number,
): ReadConversation | { title: string; reason: ImportSkipReason } {
  const title = isObject(value) && typeof value.title === 'string' ? value.title : '';
  if (!isObject(value) || !isObject(value.mapping)) return { title, reason: 'malformed' };
  const branch = currentBranch(value.mapping, value.current_node, maxMessages * NODES_PER_MESSAGE);
  if (typeof branch === 'string') return { title, reason: branch };
  const messages: ReadMessage[] = [];
  for (const node of branch) {
    const message = readMessage(node.message, now);
    if (message) messages.push(message);
    if (messages.length > maxMessages) return { title, reason: 'too-many-messages' };
  }
  if (messages.length === 0) return { title, reason: 'empty' };
  const read = {
    title,
    createdAt: fileDate(value.create_time, now, 'seconds'),
    updatedAt: fileDate(value.update_time, now, 'seconds'),
    messages,
  };
  // ChatGPT's export names each conversation by `conversation_id` (and `id`, the same).
  return { ...read, source: importSource('chatgpt', value.conversation_id ?? value.id, read) };
}

/**
 * Nodes of a branch per message it may keep: the hidden ones (system, tools, reasoning) come
 * between. A branch longer than that is a conversation with too many messages, and the walk stops
 * there instead of following a hostile chain of millions (issue 37).
 */
const NODES_PER_MESSAGE = 4;

/**
 * The nodes from the root to the current node: walked up by `parent` from `current_node` (or, in
 * a file without one, from the newest leaf), then reversed. A parent the mapping lacks, a node
 * met twice or more than `maxNodes` ends the walk with the reason.
 */
function currentBranch(
  mapping: Json,
  currentNode: unknown,
  maxNodes: number,
): Json[] | 'missing-node' | 'cycle' | 'empty' | 'too-many-messages' {
  const start = typeof currentNode === 'string' ? currentNode : newestLeaf(mapping);
  if (start === undefined) return 'empty';
  const nodes: Json[] = [];
  const seen = new Set<string>();
  let id: string | undefined = start;
  while (id !== undefined) {
    if (seen.has(id)) return 'cycle';
    if (nodes.length >= maxNodes) return 'too-many-messages';
    seen.add(id);
    const node = own(mapping, id);
    if (!isObject(node)) return 'missing-node';
    nodes.push(node);
    id = typeof node.parent === 'string' ? node.parent : undefined;
  }
  return nodes.reverse();
}

/** The leaf whose message is the newest: what ChatGPT showed last, when the file does not say. */
function newestLeaf(mapping: Json): string | undefined {
  let best: { id: string; time: number } | undefined;
  for (const [id, node] of Object.entries(mapping)) {
    if (!isObject(node) || (Array.isArray(node.children) && node.children.length > 0)) continue;
    const message = node.message;
    const time = isObject(message) && typeof message.create_time === 'number' ? message.create_time : 0;
    if (!best || time >= best.time) best = { id, time };
  }
  return best?.id;
}

/** Content types that hold no text the person saw as a message: model reasoning, saved context, tool traffic. */
const HIDDEN_CONTENT = new Set([
  'thoughts',
  'reasoning_recap',
  'user_editable_context',
  'model_editable_context',
  'execution_output',
  'tether_browsing_display',
  'tether_quote',
  'system_error',
]);

/** A node's message as the conversation showed it, or undefined when it showed nothing. */
function readMessage(message: unknown, now: Date): ReadMessage | undefined {
  if (!isObject(message) || !isObject(message.author) || !isObject(message.content)) return undefined;
  const role = message.author.role;
  if (role !== 'user' && role !== 'assistant') return undefined;
  const metadata = isObject(message.metadata) ? message.metadata : {};
  if (metadata.is_visually_hidden_from_conversation === true) return undefined;
  // An assistant message addressed to a tool (code to run, a search) is the tool's call, not an answer.
  if (typeof message.recipient === 'string' && message.recipient !== 'all') return undefined;
  const text = contentText(message.content).trim();
  if (!text) return undefined;
  return {
    role,
    text,
    at: fileDate(message.create_time, now, 'seconds'),
    ...(role === 'assistant' && typeof metadata.model_slug === 'string' ? { model: metadata.model_slug } : {}),
  };
}

/** The text of a message's content; an image or a file the text cannot hold reads as a placeholder. */
function contentText(content: Json): string {
  const type = typeof content.content_type === 'string' ? content.content_type : 'text';
  if (HIDDEN_CONTENT.has(type)) return '';
  if (type === 'code' && typeof content.text === 'string') {
    const language = typeof content.language === 'string' && /^[\w+#-]{1,20}$/.test(content.language) ? content.language : '';
    return `\`\`\`${language === 'unknown' ? '' : language}\n${content.text}\n\`\`\``;
  }
  if (Array.isArray(content.parts)) return content.parts.map(partText).filter(Boolean).join('\n');
  return typeof content.text === 'string' ? content.text : '';
}

function partText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (!isObject(part)) return '';
  // A voice message carries its transcription; the audio itself is not in the export's JSON.
  if (typeof part.text === 'string') return part.text;
  const type = typeof part.content_type === 'string' ? part.content_type : '';
  if (type === 'image_asset_pointer') return '[image]';
  if (type.includes('audio') || type.includes('video')) return '';
  return '[file]';
}
