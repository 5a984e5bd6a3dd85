import { loadConsoleMessages } from '@/lib/i18n';
import { lazyPage } from '@/lib/lazy-page';

/* Every screen except chat is a chunk of its own, fetched when first opened. */
const auth = () => import('@/features/auth/pages');
export const LoginPage = lazyPage(() => auth().then((module) => module?.LoginPage));
export const VerifyCodePage = lazyPage(() => auth().then((module) => module?.VerifyCodePage));
export const SignupPage = lazyPage(() => auth().then((module) => module?.SignupPage));
export const ResetRequestPage = lazyPage(() => auth().then((module) => module?.ResetRequestPage));
export const ResetPasswordPage = lazyPage(() => auth().then((module) => module?.ResetPasswordPage));

const account = () => import('@/features/account');
export const PaymentsPage = lazyPage(() => account().then((module) => module?.PaymentsPage));
export const SubscriptionPage = lazyPage(() => account().then((module) => module?.SubscriptionPage));
export const ProfileRoute = lazyPage(() => import('./profile-route').then((module) => module?.ProfileRoute));
export const WhatsAppVerifyRoute = lazyPage(() =>
  import('./whatsapp-verify-route').then((module) => module?.WhatsAppVerifyRoute),
);
export const UndoChangeRoute = lazyPage(() => import('./undo-change-route').then((module) => module?.UndoChangeRoute));
export const LanguageRoute = lazyPage(() => import('./language-route').then((module) => module?.LanguageRoute));

export const PlansPage = lazyPage(() => import('./plans-route').then((module) => module?.PlansRoute));
const subscribe = () => import('@/features/subscribe');
export const SubscribePage = lazyPage(() => subscribe().then((module) => module?.SubscribePage));
export const CheckoutPage = lazyPage(() => subscribe().then((module) => module?.CheckoutPage));
export const LegalPage = lazyPage(() => import('@/features/legal').then((module) => module?.LegalPage));

const accountLayout = () => import('./layout/account-layout');
export const AccountLayout = lazyPage(() => accountLayout().then((module) => module?.AccountLayout));
export const AccountIndex = lazyPage(() => accountLayout().then((module) => module?.AccountIndex));

export const ShareRoute = lazyPage(() => import('./share-route').then((module) => module?.ShareRoute));

/** The operator's console (issue 22): its code and its messages load only when it is opened. */
export const AdminConsole = lazyPage(() =>
  Promise.all([import('@/features/admin'), loadConsoleMessages()]).then(([module]) => module?.AdminConsole),
);
