import {
  ownProfileResponseSchema,
  authOptionsResponseSchema,
  clearanceResponseSchema,
  codeLoginSchema,
  codeSentResponseSchema,
  dataClearanceSchema,
  deletionRequestSchema,
  deletionResponseSchema,
  googleCodeSchema,
  googleStartQuerySchema,
  logoutResponseSchema,
  otpRequestSchema,
  passwordLoginSchema,
  profileResponseSchema,
  reauthenticateSchema,
  reauthenticatedResponseSchema,
  reauthenticationCodeRequestSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signInResponseSchema,
  signupSchema,
  undoSignInChangeResponseSchema,
  undoSignInChangeSchema,
  updateCustomerSchema,
  verifyIdentifierRequestSchema,
  verifyIdentifierSchema,
} from '../customers.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

const codeSent = { 200: codeSentResponseSchema };
const signedIn = { 200: signInResponseSchema };
const profile = { 200: profileResponseSchema };

/** Sign-in, Google, profile, deletion and data clearance (§2, §4, §7). */
export const accountEndpoints = {
  authOptions: endpoint(routes.authOptions, {
    summary: 'Which sign-in methods the server offers',
    access: 'public',
    response: { 200: authOptionsResponseSchema },
  }),
  requestSignInCode: endpoint(routes.requestSignInCode, {
    summary: 'Send a sign-in code to an e-mail address or phone number',
    access: 'public',
    body: otpRequestSchema,
    response: codeSent,
  }),
  signUp: endpoint(routes.signUp, {
    summary: 'Create an account with a name and e-mail address, and send its first sign-in code',
    access: 'public',
    body: signupSchema,
    response: codeSent,
  }),
  passwordLogin: endpoint(routes.passwordLogin, {
    summary: 'Sign in with a password',
    access: 'public',
    body: passwordLoginSchema,
    response: signedIn,
  }),
  codeLogin: endpoint(routes.codeLogin, {
    summary: 'Sign in with a code sent by e-mail or SMS',
    access: 'public',
    body: codeLoginSchema,
    response: signedIn,
  }),
  requestPasswordReset: endpoint(routes.requestPasswordReset, {
    summary: 'Send the code that sets or resets a password',
    access: 'public',
    body: resetRequestSchema,
    response: codeSent,
  }),
  resetPassword: endpoint(routes.resetPassword, {
    summary: 'Set a new password with a code; ends every other session and signs in',
    access: 'public',
    body: resetPasswordSchema,
    response: signedIn,
  }),
  requestReauthenticationCode: endpoint(routes.requestReauthenticationCode, {
    summary: "Send a code to the account's current e-mail or phone, to prove ownership before a sign-in change",
    access: 'customer',
    body: reauthenticationCodeRequestSchema,
    response: codeSent,
  }),
  reauthenticate: endpoint(routes.reauthenticate, {
    summary: 'Prove ownership with that code or the password: this session may change how the account signs in for a few minutes',
    access: 'customer',
    body: reauthenticateSchema,
    response: { 200: reauthenticatedResponseSchema },
  }),
  undoSignInChange: endpoint(routes.undoSignInChange, {
    summary:
      'Undo a sign-in change with the link sent to the previous e-mail or phone (7 days): restores them, removes the password, ends every session',
    access: 'public',
    body: undoSignInChangeSchema,
    response: { 200: undoSignInChangeResponseSchema },
  }),
  requestIdentifierCode: endpoint(routes.requestIdentifierCode, {
    summary: 'Send a code to an e-mail address or phone number to add to the account (needs a recent proof of ownership)',
    access: 'customer',
    body: verifyIdentifierRequestSchema,
    response: codeSent,
  }),
  verifyIdentifier: endpoint(routes.verifyIdentifier, {
    summary:
      'Add or change the e-mail address or phone number with its code (needs a recent proof of ownership; 409 when another account has it)',
    access: 'customer',
    body: verifyIdentifierSchema,
    response: profile,
  }),
  logout: endpoint(routes.logout, {
    summary: 'End this session (a guest may call it: nothing to end)',
    access: 'public',
    response: { 200: logoutResponseSchema },
  }),
  googleStart: endpoint(routes.googleStart, {
    summary: "Start Google's authorization in the popup: redirects to Google (linking needs a session)",
    access: 'public',
    query: googleStartQuerySchema,
  }),
  googleLogin: endpoint(routes.googleLogin, {
    summary: "Sign in (or sign up) with Google's authorization code",
    access: 'public',
    body: googleCodeSchema,
    response: signedIn,
  }),
  linkGoogle: endpoint(routes.linkGoogle, {
    summary: 'Link a Google account to the signed-in account (needs a recent proof of ownership)',
    access: 'customer',
    body: googleCodeSchema,
    response: profile,
  }),
  unlinkGoogle: endpoint(routes.unlinkGoogle, {
    summary: 'Unlink the Google account (needs a recent proof of ownership)',
    access: 'customer',
    response: profile,
  }),
  getProfile: endpoint(routes.getProfile, {
    summary: 'The signed-in customer and their preferred model',
    access: 'customer',
    response: { 200: ownProfileResponseSchema },
  }),
  updateProfile: endpoint(routes.updateProfile, {
    summary: "Change the customer's own name, first name or interface language",
    access: 'customer',
    body: updateCustomerSchema,
    response: profile,
  }),
  requestDeletion: endpoint(routes.requestDeletion, {
    summary: 'Schedule the account for deletion after the grace period and sign out everywhere',
    access: 'customer',
    body: deletionRequestSchema,
    response: { 200: deletionResponseSchema },
  }),
  cancelDeletion: endpoint(routes.cancelDeletion, {
    summary: 'Cancel a pending account deletion',
    access: 'customer',
    response: profile,
  }),
  clearData: endpoint(routes.clearData, {
    summary: "Mail an export of the customer's data, then erase it after 7 days",
    access: 'customer',
    body: dataClearanceSchema,
    response: { 200: clearanceResponseSchema },
  }),
};
