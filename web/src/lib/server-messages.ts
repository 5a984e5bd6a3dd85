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
  'Too many failed sign-ins. Try again in 15 minutes, or sign in with a code.': 'serverErrors.tooManySignIns',
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
};

const PATTERNS: { pattern: RegExp; key: string; values: (match: RegExpMatchArray) => Record<string, number> }[] = [
  {
    pattern: /^Please wait (\d+) seconds before asking for another code\.$/,
    key: 'serverErrors.codeCooldown',
    values: (match) => ({ count: Number(match[1]) }),
  },
];

/** Every key this mapping can show (the locale tests check each exists and each serverErrors key is here). */
export const SERVER_MESSAGE_KEYS = [...Object.values(EXACT), ...PATTERNS.map(({ key }) => key)];

export function localizeServerMessage(message: string): string {
  const key = EXACT[message];
  if (key) return i18n.t(key);
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return i18n.t(patternKey, values(match));
  }
  return message;
}
