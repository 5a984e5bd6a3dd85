import { CONTROL_CHARACTERS_MESSAGE } from '@chat/protocol';
import { i18n } from './i18n';

/**
 * The server answers `{message, code}` with its message in English; the messages people meet in
 * the sign-in, account, payment and chat flows are shown in the interface language instead. Here
 * those of the chat screen; the other screens' come with them (page-server-messages.ts), and a
 * feature's with its chunk. A message not listed (new, or meant for developers) is shown as the
 * server wrote it.
 */
const EXACT: Record<string, string> = {
  'You are sending messages too quickly. Please wait a moment and try again.': 'serverErrors.sendingTooFast',
  'Too many requests. Please wait and try again.': 'serverErrors.tooManyRequests',
  'Unknown model. Choose one of the listed models.': 'serverErrors.unknownModel',
  'Unknown model or provider. Choose another model.': 'serverErrors.unknownModelOrProvider',
  'Conversation not found.': 'serverErrors.conversationNotFound',
  'An answer is still being written here. Wait for it to finish or stop it, then try again.': 'serverErrors.answerStillStreaming',
  'This message no longer exists. It may have been deleted in another tab.': 'serverErrors.messageGone',
  'Only an answer that was stopped or interrupted can be continued.': 'serverErrors.notContinuable',
};

interface MessagePattern {
  pattern: RegExp;
  key: string;
  values: (match: RegExpMatchArray) => Record<string, number | string>;
}

const PATTERNS: MessagePattern[] = [
  {
    // A name, search or identifier refused by protocol's singleLineText: "Invalid body: name: must not…".
    pattern: new RegExp(`: ${CONTROL_CHARACTERS_MESSAGE}$`),
    key: 'serverErrors.controlCharacters',
    values: () => ({}),
  },
  {
    // A send in a conversation past its size (server chats/turn/conversation-size.ts); the figure is the server's.
    pattern: /^This conversation has reached its maximum length/,
    key: 'serverErrors.conversationFull',
    values: () => ({}),
  },
  {
    // A 429 of the API's rate limits (server plugins/rate-limit.ts), shown as "Error 429: …" (§8).
    pattern: /^Too many requests\. Please wait (\d+) seconds? and try again\.$/,
    key: 'serverErrors.tooManyRequestsWait',
    values: (match) => ({ count: Number(match[1]) }),
  },
];

/**
 * Messages of a feature loaded later (its chunk adds them when it loads), so the first load does not
 * carry texts only one page can meet.
 */
export function addServerMessages(exact: Record<string, string>, patterns: MessagePattern[] = []): void {
  Object.assign(EXACT, exact);
  PATTERNS.push(...patterns);
}

/**
 * Every key this mapping can show so far (the locale tests check each exists and each serverErrors
 * key is here). A function, not a constant: the app never calls it, so it stays out of the first load.
 */
export const serverMessageKeys = () => [...Object.values(EXACT), ...PATTERNS.map(({ key }) => key)];

export function localizeServerMessage(message: string): string {
  const key = EXACT[message];
  if (key) return i18n.t(key);
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return i18n.t(patternKey, values(match));
  }
  return message;
}
