import { CONTROL_CHARACTERS_MESSAGE } from '@chat/protocol';
import { i18n } from './i18n';

/**
 * The server answers `{message, code}` with its message in English; the messages people meet in
 * the sign-in, account, payment and chat flows are shown in the interface language instead. A
 * message not listed here (new, or meant for developers) is shown as the server wrote it.
 */
const EXACT: Record<string, string> = {
  'The code is incorrect or has expired. Ask for a new one.': 'serverErrors.invalidCode',
  'Too many codes were requested. Please try again in an hour.': 'serverErrors.tooManyCodes',
  'The e-mail, phone or password is incorrect.': 'serverErrors.wrongCredentials',
  'You are sending messages too quickly. Please wait a moment and try again.': 'serverErrors.sendingTooFast',
  'Too many requests. Please wait and try again.': 'serverErrors.tooManyRequests',
  'This Google account is already linked to another account.': 'serverErrors.googleLinkedElsewhere',
  'Google sign-in did not complete. Please try again.': 'serverErrors.googleFailed',
  'Google sign-in is not configured.': 'serverErrors.googleNotConfigured',
  'This e-mail is already used by another account.': 'serverErrors.emailTaken',
  'This phone number is already used by another account.': 'serverErrors.phoneTaken',
  'Add an e-mail address to your profile first, so we can send you your data export.': 'serverErrors.addEmailForExport',
  'Add an e-mail or a phone number first, so you can still sign in.': 'serverErrors.keepOneSignIn',
  'Enter a valid e-mail address or a phone number in international format, such as +40712345678.':
    'serverErrors.invalidIdentifier',
  'Enter a valid e-mail address.': 'serverErrors.invalidEmail',
  'Enter the phone number of the mobile money account.': 'serverErrors.mobileMoneyPhone',
  'The passwords do not match.': 'serverErrors.passwordsDiffer',
  'This plan is not available for that duration.': 'serverErrors.planUnavailable',
  'Unknown model. Choose one of the listed models.': 'serverErrors.unknownModel',
  'Unknown model or provider. Choose another model.': 'serverErrors.unknownModelOrProvider',
  'Conversation not found.': 'serverErrors.conversationNotFound',
  'Payment not found.': 'serverErrors.paymentNotFound',
  'For your security, confirm it is you first: enter a code we send to your e-mail or phone, or your password.':
    'serverErrors.reauthRequired',
  'The password is incorrect.': 'serverErrors.wrongPassword',
  'There is no e-mail address on this account.': 'serverErrors.noEmailOnAccount',
  'There is no phone number on this account.': 'serverErrors.noPhoneOnAccount',
  'This undo link is invalid, was already used or has expired.': 'serverErrors.invalidUndoLink',
  'We could not tell your current e-mail or phone about this change, so nothing was changed. Please try again in a moment.':
    'serverErrors.changeNotTold',
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
    pattern: /^Please wait (\d+) seconds before asking for another code\.$/,
    key: 'serverErrors.codeCooldown',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^Too many failed sign-ins\. Try again in (\d+) seconds, or sign in with a code\.$/,
    key: 'serverErrors.tooManySignIns',
    values: (match) => ({ count: Number(match[1]) }),
  },
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
 * Every key this mapping can show (the locale tests check each exists and each serverErrors key is
 * here). A function, not a constant: the app never calls it, so it stays out of the first load.
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
