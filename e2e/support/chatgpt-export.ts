import { createHash } from 'node:crypto';
import { CONVERSATION_MAX_CHARACTERS } from '@chat/protocol';
import { zipSync } from 'fflate';

/**
 * ChatGPT's data export, as ChatGPT writes it (Settings → Data controls → Export data mails a ZIP
 * holding `conversations.json`): an array of conversations, each a tree of message nodes in which
 * an edited question or a regenerated answer is a branch, and `current_node` the leaf shown last.
 * Issue 20's import reads it; the e2e specs and the server tests build their files here.
 * Imports only what a server test and a bench script can use too (fflate, the protocol).
 *
 * Each conversation built here is realistic: a hidden system root, a hidden custom-instructions
 * message, the turns given, and on the turn marked `edited` an abandoned branch (the question as
 * first written and its answer) that the import must not bring; tool traffic between a question
 * and its answer when `browsed`; an image part in a `multimodal_text` question when `image`.
 */

export interface ChatGptTurn {
  user: string;
  /** One answer, or several in a row (an answer, a tool run, the rest of the answer). */
  assistant: string | string[];
  /** Builds, before this turn's question, the version of it that was edited away, with its answer. */
  edited?: { user: string; assistant: string };
  /** A browsing tool's call and output between the question and its answer. */
  browsed?: boolean;
  /** The question carries an uploaded image besides its text. */
  image?: boolean;
}

export interface ChatGptConversationSpec {
  title: string;
  /** When it started; each turn is a minute after the previous one. */
  createdAt: Date;
  turns: ChatGptTurn[];
  model?: string;
}

/** The shapes of the file, as far as the import reads them. */
export interface ChatGptMessage {
  id: string;
  author: { role: 'system' | 'user' | 'assistant' | 'tool'; name: string | null; metadata: Record<string, unknown> };
  create_time: number | null;
  update_time: number | null;
  content: { content_type: string; parts?: unknown[]; text?: string; language?: string };
  status: string;
  end_turn: boolean | null;
  weight: number;
  metadata: Record<string, unknown>;
  recipient: string;
}
export interface ChatGptNode {
  id: string;
  message: ChatGptMessage | null;
  parent: string | null;
  children: string[];
}
export interface ChatGptConversation {
  title: string;
  create_time: number;
  update_time: number;
  mapping: Record<string, ChatGptNode>;
  moderation_results: unknown[];
  current_node: string;
  plugin_ids: string[] | null;
  conversation_id: string;
  conversation_template_id: string | null;
  gizmo_id: string | null;
  is_archived: boolean;
  safe_urls: string[];
  default_model_slug: string;
  id: string;
}

/** A UUID derived from a seed: the same spec builds the same file. */
const uuid = (seed: string) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const MINUTE = 60;

/** One conversation of the export, its tree built from the spec (see the file's comment). */
export function chatGptConversation(spec: ChatGptConversationSpec): ChatGptConversation {
  const id = uuid(`${spec.title}|${spec.createdAt.toISOString()}`);
  const model = spec.model ?? 'gpt-4o';
  const start = spec.createdAt.getTime() / 1000;
  const mapping: Record<string, ChatGptNode> = {};
  let counter = 0;
  let clock = start;
  const add = (parent: string | null, message: Omit<ChatGptMessage, 'id' | 'weight' | 'status' | 'end_turn'> | null) => {
    const nodeId = parent === null ? 'client-created-root' : uuid(`${id}|${(counter += 1)}`);
    mapping[nodeId] = {
      id: nodeId,
      message: message && { id: nodeId, status: 'finished_successfully', end_turn: null, weight: 1, ...message },
      parent,
      children: [],
    };
    if (parent !== null) mapping[parent]!.children.push(nodeId);
    return nodeId;
  };
  const say = (
    parent: string,
    role: ChatGptMessage['author']['role'],
    content: ChatGptMessage['content'],
    extra: { metadata?: Record<string, unknown>; recipient?: string; name?: string } = {},
  ) =>
    add(parent, {
      author: { role, name: extra.name ?? null, metadata: {} },
      create_time: role === 'system' ? null : (clock += 5),
      update_time: null,
      content,
      metadata: { ...(role === 'assistant' ? { model_slug: model, default_model_slug: model } : {}), ...extra.metadata },
      recipient: extra.recipient ?? 'all',
    });
  const text = (value: string) => ({ content_type: 'text', parts: [value] });

  const root = add(null, null);
  let node = say(root, 'system', text(''), { metadata: { is_visually_hidden_from_conversation: true } });
  node = say(
    node,
    'user',
    { content_type: 'user_editable_context', text: 'The user likes short answers.' },
    {
      metadata: { is_visually_hidden_from_conversation: true },
    },
  );
  spec.turns.forEach((turn, index) => {
    clock = start + index * MINUTE;
    if (turn.edited) {
      // The question as first written and its answer: a branch left behind when the person edited it.
      const abandoned = say(node, 'user', text(turn.edited.user));
      say(abandoned, 'assistant', text(turn.edited.assistant));
    }
    const question = turn.image
      ? {
          content_type: 'multimodal_text',
          parts: [
            {
              content_type: 'image_asset_pointer',
              asset_pointer: 'file-service://file-abc',
              size_bytes: 20_480,
              width: 640,
              height: 480,
            },
            turn.user,
          ],
        }
      : text(turn.user);
    node = say(node, 'user', question);
    if (turn.browsed) {
      node = say(
        node,
        'assistant',
        { content_type: 'code', language: 'unknown', text: 'search("latest figures")' },
        { recipient: 'browser' },
      );
      node = say(node, 'tool', { content_type: 'tether_browsing_display', parts: [''] }, { name: 'browser' });
    }
    for (const answer of Array.isArray(turn.assistant) ? turn.assistant : [turn.assistant])
      node = say(node, 'assistant', text(answer));
  });
  return {
    title: spec.title,
    create_time: start,
    update_time: clock,
    mapping,
    moderation_results: [],
    current_node: node,
    plugin_ids: null,
    conversation_id: id,
    conversation_template_id: null,
    gizmo_id: null,
    is_archived: false,
    safe_urls: [],
    default_model_slug: model,
    id,
  };
}

/** `conversations.json`: ChatGPT lists the most recently updated first. */
export function chatGptExport(specs: ChatGptConversationSpec[]): ChatGptConversation[] {
  return specs.map(chatGptConversation).sort((a, b) => b.update_time - a.update_time);
}

const DAY = 86_400_000;

/**
 * Two hours before `now`, or the start of its day when the day is younger than that: today in the
 * browser's time zone (the machine's, as this process's). Two hours ago always, the sidebar put it
 * under Yesterday for a test run between midnight and 2 a.m. (a CI run at 01:20 failed so). Its
 * messages, minutes later, may fall after `now`: the import keeps no date later than its own now.
 */
function earlierToday(now: Date): Date {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return new Date(Math.max(now.getTime() - 2 * 3_600_000, startOfDay));
}

/**
 * Three conversations a person could have had, dated from `now`: earlier today (`earlierToday`), 4
 * days ago (previous 7 days) and about 400 days ago (a month of last year or before). Each holds a
 * sentence (`SAMPLE_SENTENCES`) to find after the import, and the abandoned branches hold text that
 * must not be found (`ABANDONED_SENTENCE`).
 */
export function sampleChatGptSpecs(now = new Date()): ChatGptConversationSpec[] {
  return [
    {
      title: 'Sourdough starter troubleshooting',
      createdAt: earlierToday(now),
      turns: [
        {
          user: 'My sourdough starter smells like nail polish remover. Is it ruined?',
          edited: { user: 'My starter smells odd, help', assistant: ABANDONED_SENTENCE },
          assistant: `No, it is hungry. ${SAMPLE_SENTENCES.sourdough} Feed it twice a day for three days.`,
        },
        { user: 'What flour should I feed it?', assistant: 'Unbleached bread flour, with a spoon of whole rye for a boost.' },
      ],
    },
    {
      title: 'Trip to Lisbon in spring',
      createdAt: new Date(now.getTime() - 4 * DAY),
      model: 'gpt-4o-mini',
      turns: [
        { user: 'Plan three days in Lisbon in April.', assistant: `Day one: Alfama and the castle. ${SAMPLE_SENTENCES.lisbon}` },
        {
          user: 'Is the tram 28 worth it?',
          browsed: true,
          assistant: ['Yes, ride it early in the morning to avoid the queues.', 'Buy a Viva Viagem card first.'],
        },
        {
          user: 'Here is my hotel booking, how far is it from the centre?',
          image: true,
          assistant: 'About ten minutes on foot from Rossio.',
        },
      ],
    },
    {
      title: 'Explain TCP slow start',
      createdAt: new Date(now.getTime() - 400 * DAY),
      model: 'gpt-4',
      turns: [
        {
          user: 'Explain TCP slow start like I am five.',
          assistant: `Imagine pouring water into a new glass. ${SAMPLE_SENTENCES.tcp}`,
        },
        { user: 'Show the window growth in code.', assistant: '```python\ncwnd = 1\nwhile cwnd < ssthresh:\n    cwnd *= 2\n```' },
      ],
    },
  ];
}

/** A sentence of each sample conversation, to search for after an import. */
export const SAMPLE_SENTENCES = {
  sourdough: 'The acetone smell means the yeast has eaten all its flour and wants more.',
  lisbon: 'Watch the sunset from the Miradouro da Senhora do Monte.',
  tcp: 'The sender starts with a small window and doubles it every round trip until a packet is lost.',
} as const;

/** The answer of a branch that was edited away: an import of the current branch never has it. */
export const ABANDONED_SENTENCE = 'Throw it away and start a new one from scratch.';

/** The sample export as `conversations.json` bytes (Playwright's setInputFiles takes this object). */
export function sampleChatGptExportFile(now = new Date()) {
  return jsonFile('conversations.json', chatGptExport(sampleChatGptSpecs(now)));
}

function jsonFile(name: string, value: unknown) {
  return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) };
}

/**
 * The ZIP ChatGPT mails: `conversations.json` beside `chat.html` and `user.json`, deflated.
 */
export function chatGptExportZip(conversations: ChatGptConversation[]) {
  const files: [string, Buffer][] = [
    ['user.json', Buffer.from(JSON.stringify({ id: 'user-abc', email: 'me@example.com' }))],
    ['conversations.json', Buffer.from(JSON.stringify(conversations))],
    ['chat.html', Buffer.from('<!doctype html><title>ChatGPT Data Export</title>')],
  ];
  return { name: 'chatgpt-export.zip', mimeType: 'application/zip', buffer: zip(files) };
}

/** A ZIP of `files`, deflated, as ChatGPT mails its export. */
export const zip = (files: [string, Buffer][]): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(files.map(([name, data]) => [name, new Uint8Array(data)]))));

/**
 * A large export for limits and speed: `count` conversations of `turns` exchanges each, one a day
 * back from `now`, each with a unique sentence ("Bulk conversation 17, turn 3 …").
 */
export function bulkChatGptExport(count: number, turns: number, now = new Date()): ChatGptConversation[] {
  return Array.from({ length: count }, (_, index) =>
    chatGptConversation({
      title: `Bulk conversation ${index}`,
      createdAt: new Date(now.getTime() - (index + 1) * DAY),
      turns: Array.from({ length: turns }, (_, turn) => ({
        user: `Bulk conversation ${index}, turn ${turn}: what is ${index} times ${turn}?`,
        assistant: `It is ${index * turn}. Multiplying ${index} by ${turn} is repeated addition.`,
      })),
    }),
  );
}

const HEAVY_WORDS = 'garden travel river mountain coffee history music piano window letter engine orange silver forest'.split(
  ' ',
);

/** A message of real words `characters` long, different per seed, so no row repeats another. */
export function longMessage(characters: number, seed: number): string {
  const words: string[] = [];
  for (let length = 0, index = 0; length < characters; index += 1) {
    const word = HEAVY_WORDS[(index * 7 + seed) % HEAVY_WORDS.length]!;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, characters);
}

/**
 * The ZIP of a heavy export, for the bounds of heavy work (issue 37): `exchanges` exchanges of
 * `characters` characters a message (900 × 49,000 is a ~0.6 MB ZIP inflating to ~90 MB), in as
 * few conversations as CONVERSATION_MAX_CHARACTERS allows ("Heavy 1", "Heavy 2"…; just `title`
 * when one holds them all).
 */
export function heavyChatGptExportZip(title: string, exchanges: number, characters: number, now = new Date()): Buffer {
  const perConversation = Math.max(1, Math.floor(CONVERSATION_MAX_CHARACTERS / (2 * characters)));
  const count = Math.ceil(exchanges / perConversation);
  const conversations = Array.from({ length: count }, (_, index) => {
    const first = index * perConversation;
    const turns = Array.from({ length: Math.min(perConversation, exchanges - first) }, (_, turn) => ({
      user: longMessage(characters, first + turn),
      assistant: longMessage(characters, first + turn + 1),
    }));
    const name = count === 1 ? title : `${title} ${index + 1}`;
    return chatGptConversation({ title: name, createdAt: new Date(now.getTime() - DAY + index), turns });
  });
  return chatGptExportZip(conversations).buffer;
}
