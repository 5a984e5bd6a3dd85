/** The sign-in screens, loaded lazily by the route table (the chat page does not need them). */
export { LoginPage } from './components/login-page';
export { VerifyCodePage } from './components/verify-code-page';
export { SignupPage } from './components/signup-page';
export { ResetRequestPage } from './components/reset-request-page';
export { ResetPasswordPage } from './components/reset-password-page';
