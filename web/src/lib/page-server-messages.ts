import { addServerMessages } from './server-messages';

/**
 * The server's messages that only the other screens meet (sign-in, sign-up, the account, payments,
 * the undo link): loaded with those screens' texts by lazy-page.tsx, so the chat page's first load
 * does not carry them (server-messages.ts keeps those the chat screen meets).
 */
addServerMessages(
  {
    'The code is incorrect or has expired. Ask for a new one.': 'serverErrors.invalidCode',
    'Too many codes were requested. Please try again in an hour.': 'serverErrors.tooManyCodes',
    'The e-mail, phone or password is incorrect.': 'serverErrors.wrongCredentials',
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
    'Payment not found.': 'serverErrors.paymentNotFound',
    'For your security, confirm it is you first: enter a code we send to your e-mail or phone, or your password.':
      'serverErrors.reauthRequired',
    'The password is incorrect.': 'serverErrors.wrongPassword',
    'There is no e-mail address on this account.': 'serverErrors.noEmailOnAccount',
    'There is no phone number on this account.': 'serverErrors.noPhoneOnAccount',
    'This undo link is invalid, was already used or has expired.': 'serverErrors.invalidUndoLink',
    'We could not tell your current e-mail or phone about this change, so nothing was changed. Please try again in a moment.':
      'serverErrors.changeNotTold',
  },
  [
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
  ],
);
